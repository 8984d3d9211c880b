import { useCallback, useMemo, useState } from "react";
import { Announcer } from "~/kernel/ui/components/announcer";
import { ChoiceListEditor } from "~/kernel/lists/components/choice-list-editor";
import { CountField } from "~/kernel/ui/components/count-field";
import { DecisionButton } from "~/kernel/ui/components/decision-button";
import { DrawCommitment } from "~/kernel/receipts/components/draw-commitment";
import { DrawResult } from "~/features/draw/components/draw-result";
import { DuplicateNamesNotice } from "~/features/draw/components/duplicate-names-notice";
import { ListLinkNotice } from "~/kernel/lists/components/list-link-notice";
import { ShareList } from "~/kernel/lists/components/share-list";
import { collectChoices, createChoiceRows, type ChoiceRow } from "~/kernel/lists/domain/choice-list";
import { countOf, readWholeNumber } from "~/kernel/format/domain/count";
import {
  checkDrawSize,
  countEntrants,
  type DrawOutcome,
  type DuplicateRule,
  type Entrant,
} from "~/features/draw/domain/draw";
import { announceWinners } from "~/features/draw/domain/draw-export";
import { nameAndNumberFile } from "~/kernel/lists/domain/list-file";
import type { SharedList } from "~/kernel/lists/domain/list-link";
import { describeUnreadableLines } from "~/kernel/lists/domain/unreadable-lines";
import { randomBytes } from "~/kernel/random/domain/random";
import type { DrawReceipt } from "~/features/draw/domain/verifiable-draw";
import { commitTo } from "~/kernel/receipts/domain/verifiable-receipt";
import { useEntrantReading } from "~/features/draw/hooks/use-entrant-reading";
import { useListLink } from "~/kernel/lists/hooks/use-list-link";
import { useRecordDecision } from "~/kernel/records/hooks/use-record-decision";
import { useStartOver } from "~/kernel/ui/hooks/use-start-over";
import { useTimedDecision } from "~/kernel/ui/hooks/use-timed-decision";
import type { SaveResult } from "~/kernel/records/storage/decision-history";

export const drawDelayMs = 2000;
const entrantFile = nameAndNumberFile("entrants");

interface Drawn {
  outcome: DrawOutcome;
  entrantCount: number;
  totalTickets: number;
  saved: SaveResult;
  receipt?: DrawReceipt;
}

/** A giveaway: entrants with tickets, N winners then M alternates drawn without replacement. */
export function GiveawayDraw() {
  const recordDecision = useRecordDecision();
  const [rows, setRows] = useState(() => createChoiceRows([]));
  const [rule, setRule] = useState<DuplicateRule>("extra-tickets");
  const [winnersText, setWinnersText] = useState("1");
  const [alternatesText, setAlternatesText] = useState("0");
  // Only while the draw is verifiable: the secret its commitment was made from, used for one draw only.
  const [secret, setSecret] = useState<Uint8Array | null>(null);
  const [publicValue, setPublicValue] = useState("");
  const { phase, decide, reset } = useTimedDecision<Drawn>(drawDelayMs);
  const { ref: formRef, startOver } = useStartOver<HTMLFormElement>(() => {
    reset();
    setRows(createChoiceRows([]));
  });
  // The rows a shared link filled in: the notice counts them as the page does, once it has read them.
  const [linkRows, setLinkRows] = useState<ChoiceRow[] | null>(null);
  const linkOpening = useListLink(
    useCallback((list: SharedList) => {
      const filled = createChoiceRows(list.choices);
      setRows(filled);
      setLinkRows(filled);
    }, []),
  );

  const lines = useMemo(() => collectChoices(rows), [rows]);
  // Every row, blank ones too, so an unreadable line is named by the number of its row. A long list is read in a
  // worker while the page stays responsive; nothing is drawn from a list not yet read.
  const texts = useMemo(() => rows.map((row) => row.text), [rows]);
  const { summary: reading, stale: readingList, draw } = useEntrantReading(texts, rule);
  // Follows the duplicate rule while the list is the link's; after the visitor's edits it stays what the link held.
  const [linkCount, setLinkCount] = useState("");
  if (rows === linkRows && !readingList) {
    const count = reading.ok ? countEntrants(reading) : countOf(lines.length, "line");
    if (count !== linkCount) setLinkCount(count);
  }
  const entrantCount = reading.ok ? reading.entrantCount : 0;
  const winners = readWholeNumber(winnersText);
  const alternates = readWholeNumber(alternatesText);
  const sizeProblems = entrantCount > 0 ? checkDrawSize(entrantCount, winners, alternates) : {};
  const deciding = phase.status === "deciding";
  const canDraw =
    reading.ok && !readingList && entrantCount > 0 && !sizeProblems.winners && !sizeProblems.alternates && !deciding;

  const makeDraw = () => {
    if (!reading.ok) return;
    const { entrantCount, totalTickets } = reading;
    const committed = secret;
    decide(async () => {
      const { outcome, kept, receipt } = await draw({ winners, alternates, secret: committed, publicValue });
      // A secret serves one draw: the next one gets a new commitment.
      if (committed) setSecret(randomBytes(32));
      const names = (drawn: readonly Entrant[]) => drawn.map((entrant) => entrant.name);
      const saved = recordDecision({
        choices: kept.choices,
        result: outcome.winners[0]?.name ?? "",
        category: "Giveaway Draw",
        outcome: {
          kind: "draw",
          winners: names(outcome.winners),
          alternates: names(outcome.alternates),
          ...(kept.unkeptList && { unkeptList: kept.unkeptList }),
        },
      });
      return { outcome, entrantCount, totalTickets, saved, ...(receipt && { receipt }) };
    });
  };

  return (
    <section className="decider decider-wide" aria-labelledby="draw-heading" aria-busy={deciding}>
      <h2 id="draw-heading">Entrants</h2>
      <ListLinkNotice opening={linkOpening} noun="entrant" count={linkCount} />
      <form
        ref={formRef}
        className="decider-split"
        onSubmit={(event) => {
          event.preventDefault();
          if (canDraw) makeDraw();
        }}
      >
        {/* On a wide screen, the entrants on the left and how to draw from them on the right. */}
        <div className="decider-column">
          <ChoiceListEditor
            rows={rows}
            onChange={setRows}
            noun="Entrant"
            addLabel="Add Entrant"
            disabled={deciding}
            file={entrantFile}
            textHint="Write “name, 3” to give someone 3 tickets. Blank lines are skipped."
          />
          {!reading.ok && (
            <p className="list-error" role="alert">
              {`${describeUnreadableLines(reading)} Fix ${reading.count === 1 ? "it" : "them"} to draw.`}
            </p>
          )}
          {reading.ok && reading.repeated.length > 0 && (
            <DuplicateNamesNotice repeated={reading.repeated} rule={rule} disabled={deciding} onRuleChange={setRule} />
          )}
          {(readingList || reading.ok) && (
            <p className="hint">
              {readingList
                ? "Reading the list…"
                : reading.ok && entrantCount > 0
                  ? `${countEntrants(reading)}.`
                  : "Enter at least one entrant."}
            </p>
          )}
        </div>
        <div className="decider-column">
          <div className="count-fields">
            <CountField
              label="Winners"
              value={winnersText}
              error={sizeProblems.winners}
              disabled={deciding}
              onChange={setWinnersText}
            />
            <CountField
              label="Alternates"
              value={alternatesText}
              error={sizeProblems.alternates}
              disabled={deciding}
              onChange={setAlternatesText}
            />
          </div>
          <label className="checkbox-row">
            <input
              type="checkbox"
              checked={secret !== null}
              disabled={deciding}
              onChange={(event) => setSecret(event.target.checked ? randomBytes(32) : null)}
            />
            Verifiable draw: commit first, and give a receipt anyone can check
          </label>
          {secret && (
            <DrawCommitment
              commitment={commitTo(secret)}
              listHash={reading.ok ? reading.listHash : ""}
              drawing={
                Number.isInteger(winners) && Number.isInteger(alternates)
                  ? `${countOf(winners, "winner")}${alternates > 0 ? `, then ${countOf(alternates, "alternate")}` : ", no alternates"}`
                  : undefined
              }
              publicValue={publicValue}
              afterDraw={phase.status === "decided"}
              disabled={deciding}
              onPublicValueChange={setPublicValue}
            />
          )}
          <DecisionButton disabled={!canDraw} busy={deciding} busyLabel="Drawing…">
            Draw Winners
          </DecisionButton>
        </div>
      </form>
      <ShareList list={{ choices: lines }} />
      {phase.status === "decided" && <DrawResult {...phase.outcome} onStartOver={startOver} />}
      <Announcer message={phase.status === "decided" ? announceWinners(phase.outcome.outcome) : ""} />
    </section>
  );
}
