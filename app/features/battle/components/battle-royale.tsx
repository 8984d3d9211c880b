import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { isolate } from "~/kernel/format/domain/isolate";
import { describeNextBattle } from "~/features/battle/components/battle-words";
import { useRef, useState } from "react";
import { flushSync } from "react-dom";
import { Announcer } from "~/kernel/ui/components/announcer";
import { TournamentLive } from "~/features/battle/components/tournament-live";
import { TournamentSetup } from "~/features/battle/components/tournament-setup";
import { TournamentSummary } from "~/features/battle/components/tournament-summary";
import { type IndexDraw, randomIndex } from "~/kernel/random/domain/random";
import {
  type Contestant,
  createTournament,
  findCurrentMatch,
  playCurrentMatch,
  type Tournament,
} from "~/features/battle/domain/tournament";
import { type BattleOutcome, describeMatchOutcome } from "~/features/battle/domain/tournament-outcomes";
import { useRecordDecision } from "~/kernel/records/hooks/use-record-decision";
import { useStartOver } from "~/kernel/ui/hooks/use-start-over";
import type { SaveResult } from "~/kernel/records/storage/decision-history";

type Stage =
  | { name: "setup" }
  | { name: "live"; contestants: string[]; tournament: Tournament; lastBattle: BattleOutcome | null }
  | { name: "complete"; tournament: Tournament; champion: Contestant; saved: SaveResult };

const setupStage: Stage = { name: "setup" };

/** The whole tournament: setup, one battle at a time, then the champion. `draw` decides every coin toss. */
export function BattleRoyale({ draw = randomIndex }: { draw?: IndexDraw }) {
  const { i18n } = useLingui();
  const recordDecision = useRecordDecision();
  const [stage, setStage] = useState<Stage>(setupStage);
  const [announcement, setAnnouncement] = useState("");
  const { ref: rootRef, startOver: backToSetup } = useStartOver<HTMLDivElement>(() => {
    setStage(setupStage);
    setAnnouncement("");
  });
  const battleButtonRef = useRef<HTMLButtonElement>(null);

  const start = (contestants: string[]) => {
    const tournament = createTournament(contestants, draw);
    flushSync(() => {
      setStage({ name: "live", contestants, tournament, lastBattle: null });
      const next = describeNextBattle(i18n, tournament) ?? "";
      setAnnouncement(i18n._(msg`Tournament started. ${next}`));
    });
    battleButtonRef.current?.focus();
  };

  // React applies a press's updates before it handles the next event, so no press acts on a stale stage.
  const battle = () => {
    if (stage.name !== "live") return;
    const position = findCurrentMatch(stage.tournament);
    if (position === null) return;
    const tournament = playCurrentMatch(stage.tournament, draw);
    const fought = tournament.rounds[position.roundIndex]?.matches[position.matchIndex];
    const outcome = fought ? describeMatchOutcome(fought) : null;
    const lastBattle = outcome?.kind === "played" ? outcome : null;
    const [winner, loser] = lastBattle ? [isolate(lastBattle.winner), isolate(lastBattle.loser)] : ["", ""];
    const result = lastBattle ? i18n._(msg`${winner} beats ${loser}.`) : "";
    if (tournament.winner === null) {
      setStage({ ...stage, tournament, lastBattle });
      const next = describeNextBattle(i18n, tournament) ?? "";
      setAnnouncement(i18n._(msg`${result} Next: ${next}`));
      return;
    }
    // Saved here, in the handler of the deciding battle, never in an effect: re-renders cannot save twice.
    const champion = tournament.winner;
    const saved = recordDecision({ choices: stage.contestants, result: champion.name, category: "Battle Royale" });
    setStage({ name: "complete", tournament, champion, saved });
    const name = isolate(champion.name);
    setAnnouncement(i18n._(msg`${result} ${name} is the champion!`));
  };

  return (
    <div ref={rootRef} className="battle-royale">
      {stage.name === "setup" && <TournamentSetup onStart={start} />}
      {/* A component and its props, as any is written (editable-list's rows look alike): nothing shared but the shape. */}
      {stage.name === "live" && (
        <TournamentLive
          tournament={stage.tournament}
          lastBattle={stage.lastBattle}
          onBattle={battle}
          onReset={backToSetup}
          battleButtonRef={battleButtonRef}
        />
      )}
      {stage.name === "complete" && (
        <TournamentSummary
          tournament={stage.tournament}
          champion={stage.champion}
          saved={stage.saved}
          onNewTournament={backToSetup}
        />
      )}
      <Announcer message={announcement} />
    </div>
  );
}
