import { describe, expect, it } from "vitest";
import { createTournament, playCurrentMatch, type Tournament } from "~/features/battle/domain/tournament";
import {
  countRoundsFought,
  describeMatchOutcome,
  findNextBattle,
  receivedBye,
  summariseRounds,
} from "~/features/battle/domain/tournament-outcomes";

// With every draw 0, the shuffle puts A–E in the order B, C, D, E, A: B, C and D get the byes,
// E meets A, and the first-named contestant wins every battle.
const firstAlways = () => 0;
const fiveNames = ["A", "B", "C", "D", "E"];

function playToEnd(tournament: Tournament): Tournament {
  let current = tournament;
  while (current.winner === null) current = playCurrentMatch(current, firstAlways);
  return current;
}

describe("summariseRounds", () => {
  it("lists byes as free passes and battles as winner and loser, round by round", () => {
    const final = playToEnd(createTournament(fiveNames, firstAlways));
    expect(summariseRounds(final)).toEqual([
      {
        roundName: "quarter-final",
        outcomes: [
          { kind: "bye", winner: "B" },
          { kind: "bye", winner: "C" },
          { kind: "bye", winner: "D" },
          { kind: "played", winner: "E", loser: "A" },
        ],
      },
      {
        roundName: "semi-final",
        outcomes: [
          { kind: "played", winner: "B", loser: "C" },
          { kind: "played", winner: "D", loser: "E" },
        ],
      },
      { roundName: "final", outcomes: [{ kind: "played", winner: "B", loser: "D" }] },
    ]);
  });

  it("leaves out matches still to be played", () => {
    const started = createTournament(fiveNames, firstAlways);
    expect(summariseRounds(started).map((round) => round.outcomes.length)).toEqual([3, 0, 0]);
  });
});

describe("describeMatchOutcome", () => {
  it("names the loser whichever slot the winner came from", () => {
    const start = createTournament(["A", "B"], firstAlways);
    const secondWins = playCurrentMatch(start, () => 1);
    const [match] = secondWins.rounds[0]?.matches ?? [];
    expect(match && describeMatchOutcome(match)).toEqual({ kind: "played", winner: "A", loser: "B" });
    expect(describeMatchOutcome(start.rounds[0]!.matches[0]!)).toBeNull();
  });
});

describe("countRoundsFought", () => {
  it("counts the rounds a contestant battled in, not the round of a bye", () => {
    const final = playToEnd(createTournament(fiveNames, firstAlways));
    const idOf = (name: string) =>
      final.rounds[0]!.matches.flatMap((m) => [m.contestant1, m.contestant2]).find((c) => c?.name === name)!.id;
    expect(countRoundsFought(final, idOf("B"))).toBe(2);
    expect(countRoundsFought(final, idOf("E"))).toBe(2);
    expect(countRoundsFought(final, idOf("A"))).toBe(1);
    expect(receivedBye(final, idOf("B"))).toBe(true);
    expect(receivedBye(final, idOf("E"))).toBe(false);
  });

  it("counts every round for a champion of a full bracket", () => {
    const final = playToEnd(createTournament(["A", "B", "C", "D", "E", "F", "G", "H"], firstAlways));
    expect(countRoundsFought(final, final.winner!.id)).toBe(3);
  });
});

describe("findNextBattle", () => {
  it("gives the round, the played-match number and the pairing, until there is a champion", () => {
    let tournament = createTournament(fiveNames, firstAlways);
    const seen: (string | null)[] = [];
    for (;;) {
      const next = findNextBattle(tournament);
      seen.push(next && `${next.roundName}, ${next.matchNumber}/${next.matchesInRound}: ${next.first}-${next.second}`);
      if (tournament.winner) break;
      tournament = playCurrentMatch(tournament, firstAlways);
    }
    expect(seen).toEqual([
      "quarter-final, 1/1: E-A",
      "semi-final, 1/2: B-C",
      "semi-final, 2/2: D-E",
      "final, 1/1: B-D",
      null,
    ]);
  });
});
