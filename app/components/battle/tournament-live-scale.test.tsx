import { fireEvent, render, screen, within } from "@testing-library/react";
import { useRef, useState } from "react";
import { describe, expect, it } from "vitest";
import { TournamentLive } from "~/components/battle/tournament-live";
import { createTournament, playCurrentMatch, type Tournament } from "~/domain/tournament";

const contestantCount = 1024;

/** The live screen as BattleRoyale drives it, minus the setup (typing 1,024 names in jsdom takes a minute). */
function LiveTournament({ initial }: { initial: Tournament }) {
  const [tournament, setTournament] = useState(initial);
  const battleButtonRef = useRef<HTMLButtonElement>(null);
  return (
    <TournamentLive
      tournament={tournament}
      lastBattle={null}
      onBattle={() => setTournament(playCurrentMatch(tournament))}
      onReset={() => {}}
      battleButtonRef={battleButtonRef}
    />
  );
}

/** Milliseconds a synchronous step takes; render and fireEvent wrap theirs in act, so React's commit is included. */
function time(step: () => void): number {
  const started = performance.now();
  step();
  return performance.now() - started;
}

// jsdom runs React's development build several times slower than a browser, on a machine shared with other
// suites, so the absolute bounds are generous. The ratio is what catches a bracket that re-renders every match
// per battle: a memoised battle re-renders two rounds' worth of props checks, a small fraction of a first render.
describe("a 1,024-contestant tournament", () => {
  it("builds, renders its 1,023-match bracket and fights battles without freezing", { timeout: 60_000 }, () => {
    let tournament: Tournament | undefined;
    const names = Array.from({ length: contestantCount }, (_, i) => `Player ${i + 1}`);
    const buildMs = time(() => (tournament = createTournament(names)));
    const renderMs = time(() => render(<LiveTournament initial={tournament as Tournament} />));
    const bracket = screen.getByRole("region", { name: "Bracket" });
    expect(within(bracket).getAllByRole("listitem")).toHaveLength(contestantCount - 1);
    expect(within(bracket).getAllByRole("heading", { level: 3 })).toHaveLength(10);

    const battleButton = screen.getByRole("button", { name: "Battle!" });
    const battleMs = Array.from({ length: 10 }, () => time(() => fireEvent.click(battleButton)));
    expect(screen.getByText("Match 11 of 512")).toBeInTheDocument();
    expect(screen.getByRole("progressbar", { name: "Tournament progress" })).toHaveAttribute("value", "10");

    const median = [...battleMs].sort((a, b) => a - b)[battleMs.length / 2] as number;
    console.info(
      `1,024 contestants in jsdom: build ${buildMs.toFixed(1)} ms, first render ${renderMs.toFixed(0)} ms, ` +
        `battles ${battleMs.map((ms) => ms.toFixed(1)).join(" / ")} ms (median ${median.toFixed(1)})`,
    );
    expect(buildMs).toBeLessThan(100);
    expect(renderMs).toBeLessThan(10_000);
    expect(median).toBeLessThan(Math.min(500, renderMs / 5));
  });
});
