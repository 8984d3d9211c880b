import { fireEvent, render, screen, within } from "@testing-library/react";
import { useRef, useState } from "react";
import { describe, expect, it } from "vitest";
import { TournamentLive } from "~/features/battle/components/tournament-live";
import { createTournament, playCurrentMatch, type Tournament } from "~/features/battle/domain/tournament";

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

// How long the first render and a battle take is measured in a real browser by `npm run bench`
// (e2e/bench/tournament.bench.ts); jsdom runs React's development build, so its timings say little.
describe("a 1,024-contestant tournament", () => {
  it("renders its 1,023-match bracket and moves on with each battle", () => {
    render(
      <LiveTournament
        initial={createTournament(Array.from({ length: contestantCount }, (_, i) => `Player ${i + 1}`))}
      />,
    );
    const bracket = screen.getByRole("region", { name: "Bracket" });
    expect(within(bracket).getAllByRole("listitem")).toHaveLength(contestantCount - 1);
    expect(within(bracket).getAllByRole("heading", { level: 3 })).toHaveLength(10);

    const battleButton = screen.getByRole("button", { name: "Battle!" });
    for (let i = 0; i < 10; i++) fireEvent.click(battleButton);
    expect(screen.getByText("Match 11 of 512")).toBeInTheDocument();
    expect(screen.getByRole("progressbar", { name: "Tournament progress" })).toHaveAttribute("value", "10");
  });
});
