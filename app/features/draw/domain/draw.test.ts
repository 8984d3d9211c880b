import { describe, expect, it } from "vitest";
import { checkDrawSize, drawWinners, readEntrantLine, readEntrants, type Entrant } from "~/features/draw/domain/draw";
import type { IndexDraw } from "~/kernel/random/domain/random";
import { ExactSum, exploreDraws, reduceFraction } from "~/test/explore-draws";
import { createI18n } from "~/i18n/runtime";
import type { UnreadableLines } from "~/kernel/lists/domain/unreadable-lines";

const english = createI18n("en", {});
/** A reading with its unreadable lines' reasons worded in English, as the page words them. */
function inEnglish<Reading extends { ok: true } | UnreadableLines>(reading: Reading) {
  return reading.ok
    ? reading
    : { ...reading, named: reading.named.map((line) => ({ ...line, message: english._(line.message) })) };
}

const entrant = (name: string, tickets = 1): Entrant => ({ name, tickets });

/** The exact chance of each ordered outcome (names joined by "|"), over every path of draws. */
function outcomeOdds(entrants: readonly Entrant[], winners: number, alternates: number): Map<string, [bigint, bigint]> {
  const sums = new Map<string, ExactSum>();
  exploreDraws(
    (draw) => drawWinners(entrants, winners, alternates, draw),
    (outcome, denominator) => {
      const key = [...outcome.winners, ...outcome.alternates].map((drawn) => drawn.name).join("|");
      const sum = sums.get(key) ?? new ExactSum();
      sum.add(1, denominator);
      sums.set(key, sum);
    },
  );
  return new Map([...sums].map(([key, sum]) => [key, sum.toFraction()]));
}

/** Π t_i / Σ remaining t over the ordered names: the law every draw must have. */
function expectedOdds(entrants: readonly Entrant[], order: readonly string[]): [bigint, bigint] {
  let [num, den] = [1n, 1n];
  let remaining = entrants.reduce((sum, { tickets }) => sum + tickets, 0);
  for (const name of order) {
    const tickets = entrants.find((candidate) => candidate.name === name)?.tickets ?? 0;
    [num, den] = [num * BigInt(tickets), den * BigInt(remaining)];
    remaining -= tickets;
  }
  return reduceFraction(num, den);
}

/** Every ordered selection of `length` distinct names. */
function arrangements(names: readonly string[], length: number): string[][] {
  if (length === 0) return [[]];
  return names.flatMap((name) =>
    arrangements(
      names.filter((other) => other !== name),
      length - 1,
    ).map((rest) => [name, ...rest]),
  );
}

describe("drawWinners", () => {
  it("gives every ordered outcome exactly the chance Π t_i / Σ remaining t, for weighted tickets", () => {
    const entrants = [entrant("Ann", 3), entrant("Bob", 1), entrant("Cy", 2), entrant("Di", 4)];
    const odds = outcomeOdds(entrants, 2, 1);
    const all = arrangements(
      entrants.map(({ name }) => name),
      3,
    );
    expect(odds.size).toBe(all.length);
    for (const order of all) expect(odds.get(order.join("|"))).toEqual(expectedOdds(entrants, order));
  });

  it("draws every winner order equally often when everyone holds one ticket", () => {
    const entrants = ["a", "b", "c", "d"].map((name) => entrant(name));
    const odds = outcomeOdds(entrants, 4, 0);
    expect(odds.size).toBe(24);
    for (const fraction of odds.values()) expect(fraction).toEqual([1n, 24n]);
  });

  it("takes each draw from the tickets still in play, and never draws an entrant twice", () => {
    const asked: number[] = [];
    const outcome = drawWinners([entrant("a", 5), entrant("b", 2), entrant("c", 1)], 2, 1, (n) => {
      asked.push(n);
      return 0;
    });
    expect(asked).toEqual([8, 3, 1]);
    expect(outcome.winners.map(({ name }) => name)).toEqual(["a", "b"]);
    expect(outcome.alternates.map(({ name }) => name)).toEqual(["c"]);
  });

  it("maps each ticket to its owner in list order, skipping those already drawn", () => {
    const entrants = [entrant("a", 2), entrant("b", 1), entrant("c", 3)];
    const owner = (first: number, second: number) =>
      drawWinners(entrants, 2, 0, scripted([first, second])).winners.map(({ name }) => name);
    expect([0, 1, 2, 3, 4, 5].map((r) => drawWinners(entrants, 1, 0, scripted([r])).winners[0]?.name)).toEqual([
      "a",
      "a",
      "b",
      "c",
      "c",
      "c",
    ]);
    // b drawn first: the remaining tickets are a's two, then c's three.
    expect([0, 1, 2, 3, 4].map((r) => owner(2, r)[1])).toEqual(["a", "a", "c", "c", "c"]);
  });

  it("draws all of 100,000 entrants, each exactly once", () => {
    const entrants = Array.from({ length: 100_000 }, (_, i) => entrant(`Entrant ${i + 1}`, (i % 7) + 1));
    const outcome = drawWinners(entrants, 99_990, 10);
    expect(new Set([...outcome.winners, ...outcome.alternates]).size).toBe(100_000);
  });

  it("refuses a draw that does not fit the list", () => {
    const entrants = [entrant("a"), entrant("b")];
    expect(() => drawWinners(entrants, 0, 0)).toThrow(RangeError);
    expect(() => drawWinners(entrants, 3, 0)).toThrow(RangeError);
    expect(() => drawWinners(entrants, 2, 1)).toThrow(RangeError);
  });
});

function scripted(values: readonly number[]): IndexDraw {
  let call = 0;
  return (n) => {
    const value = values[call++];
    if (value === undefined || value >= n) throw new Error(`Scripted value ${value} is not in [0, ${n})`);
    return value;
  };
}

describe("checkDrawSize", () => {
  it("accepts one winner up to every entrant, with the rest as alternates", () => {
    expect(checkDrawSize(5, 1, 0)).toEqual({});
    expect(checkDrawSize(5, 3, 2)).toEqual({});
  });

  it("names the field at fault: no winners, more winners or alternates than entrants", () => {
    expect(checkDrawSize(5, 0, 0).winners).toBe("not-whole");
    expect(checkDrawSize(5, 6, 0).winners).toBe("too-many");
    expect(checkDrawSize(5, 3, 3).alternates).toBe("too-many");
    expect(checkDrawSize(5, 1.5, -1)).toEqual({ winners: "not-whole", alternates: "not-whole" });
  });
});

describe("readEntrants", () => {
  it("reads names with an optional ticket count after the last comma, skipping blank lines", () => {
    expect(inEnglish(readEntrants(["Ann, 3", "", "  Bob  ", "Smith, John", "Cy,2"], "extra-tickets"))).toEqual({
      ok: true,
      entrants: [entrant("Ann", 3), entrant("Bob"), entrant("Smith, John"), entrant("Cy", 2)],
      repeated: [],
      totalTickets: 7,
    });
  });

  it("counts a repeated name's lines as extra tickets, and says which names repeat", () => {
    const reading = readEntrants(["Ann", "Bob", "Ann, 2", "Ann"], "extra-tickets");
    expect(reading).toEqual({
      ok: true,
      entrants: [entrant("Ann", 4), entrant("Bob")],
      repeated: [{ name: "Ann", lines: 3 }],
      totalTickets: 5,
    });
  });

  it("counts only a repeated name's first line with one ticket each", () => {
    const reading = readEntrants(["Ann", "Bob", "Ann, 2"], "one-ticket-each");
    expect(reading).toMatchObject({ ok: true, entrants: [entrant("Ann"), entrant("Bob")], totalTickets: 2 });
  });

  it("makes a line break inside a name a space", () => {
    expect(readEntrantLine("Two\r\n  lines, 2")).toEqual({ name: "Two lines", tickets: 2 });
  });

  it("treats a name written in composed and decomposed Unicode as the same name", () => {
    const reading = readEntrants(["Ren\u00e9e", "Rene\u0301e"], "extra-tickets");
    expect(reading).toMatchObject({ ok: true, entrants: [entrant("Ren\u00e9e", 2)] });
  });

  it("names the line of a ticket count that is not a whole number from 1 to 10,000", () => {
    for (const written of ["0", "-2", "2.5", "10001"]) {
      expect(inEnglish(readEntrants(["Ann", ` Bob, ${written} `], "extra-tickets"))).toEqual({
        ok: false,
        named: [
          {
            line: 2,
            text: `Bob, ${written}`,
            message: `the ticket count “${written}” is not a whole number from 1 to 10,000`,
          },
        ],
        count: 1,
      });
    }
    const line = readEntrantLine(", 4");
    expect("error" in line && english._(line.error)).toBe("there is a ticket count but no name before the comma");
  });

  it("names the first three unreadable lines of a list and counts them all", () => {
    const lines = ["Ann, 0", "Bob", "Cy, -2", "", "Di, 1.5", "Eve, 10001", ", 3", "Fay"];
    const reading = inEnglish(readEntrants(lines, "extra-tickets"));
    expect(reading).toEqual({
      ok: false,
      named: [
        { line: 1, text: "Ann, 0", message: "the ticket count “0” is not a whole number from 1 to 10,000" },
        { line: 3, text: "Cy, -2", message: "the ticket count “-2” is not a whole number from 1 to 10,000" },
        { line: 5, text: "Di, 1.5", message: "the ticket count “1.5” is not a whole number from 1 to 10,000" },
      ],
      count: 5,
    });
  });

  it("names where the tickets pass the maximum, after the lines before it that cannot be read", () => {
    // 429,497 lines of 10,000 tickets are the first to hold more than 2^32.
    const reading = inEnglish(readEntrants(["Ann, 0", ...Array<string>(429_500).fill("Bob, 10000")], "extra-tickets"));
    expect(reading).toEqual({
      ok: false,
      named: [
        { line: 1, text: "Ann, 0", message: "the ticket count “0” is not a whole number from 1 to 10,000" },
        { line: 429_498, text: "Bob, 10000", message: "the tickets add up to more than 4,294,967,296" },
      ],
      count: 2,
    });
  });
});
