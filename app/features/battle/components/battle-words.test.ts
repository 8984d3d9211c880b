import { describe, expect, it } from "vitest";
import { describeNextBattle, wordRound } from "~/features/battle/components/battle-words";
import { createTournament, playCurrentMatch } from "~/features/battle/domain/tournament";
import { isolate } from "~/kernel/format/domain/isolate";
import { createI18n } from "~/i18n/runtime";

const english = createI18n("en", {});
// With every draw 0, the shuffle puts A–E in the order B, C, D, E, A: B, C and D get the byes,
// E meets A, and the first-named contestant wins every battle.
const firstAlways = () => 0;

describe("wordRound", () => {
  it("names the last three rounds and numbers the rest", () => {
    expect(["final", "semi-final", "quarter-final", 2].map((round) => wordRound(english, round as never))).toEqual([
      "Final",
      "Semi-Final",
      "Quarter-Final",
      "Round 2",
    ]);
  });
});

describe("describeNextBattle", () => {
  it("names the round, the played-match number and the pairing, each name isolated, until there is a champion", () => {
    let tournament = createTournament(["A", "B", "C", "D", "E"], firstAlways);
    const seen: (string | null)[] = [];
    for (;;) {
      seen.push(describeNextBattle(english, tournament));
      if (tournament.winner) break;
      tournament = playCurrentMatch(tournament, firstAlways);
    }
    const pair = (first: string, second: string) => `${isolate(first)} vs ${isolate(second)}`;
    expect(seen).toEqual([
      `Quarter-Final, match 1 of 1: ${pair("E", "A")}.`,
      `Semi-Final, match 1 of 2: ${pair("B", "C")}.`,
      `Semi-Final, match 2 of 2: ${pair("D", "E")}.`,
      `Final, match 1 of 1: ${pair("B", "D")}.`,
      null,
    ]);
  });
});
