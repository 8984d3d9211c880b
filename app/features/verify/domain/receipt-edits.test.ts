import { readFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { verifyReceipt } from "~/features/verify/domain/receipt-check";
import { readListFile } from "~/kernel/receipts/domain/receipt-list-file";

// An adversary's property: from a genuine receipt of any version and kind (docs/vectors/*.json), a single edit either
// fails verification or leaves every winner, alternate and team as they were. An edit is a field's character added,
// removed or changed, a list line split or two joined, a name moved, a count or the version changed.
type Receipt = Record<string, unknown>;
const genuine: Receipt[] = ["draw", "teams"].flatMap((kind) =>
  (
    JSON.parse(readFileSync(`docs/vectors/${kind}.json`, "utf8")) as {
      verifies: { receipt: Receipt; listFile?: string }[];
    }
  ).verifies
    .map(({ receipt, listFile }) => {
      const file = listFile === undefined ? null : readListFile(listFile, receipt.version as number);
      return file?.ok ? { ...receipt, list: file.lines } : receipt;
    })
    // The lists of hundreds of people take a second each to balance again: the small ones hold every version and kind.
    .filter((receipt) => (receipt.list as string[]).length <= 30),
);
// Versions 1 and 2 never committed to how many of the drawn are winners (version 3 added the counts to the seed): for
// them the outcome is the order drawn, and their verdict says the split between winners and alternates is not proven.
const outcomeOf = (receipt: Receipt) =>
  (receipt.version === 1 || receipt.version === 2) && receipt.kind === "draw"
    ? JSON.stringify([[...(receipt.winners as string[]), ...(receipt.alternates as string[])]])
    : JSON.stringify([receipt.winners, receipt.alternates, receipt.teams]);

/** A text with one character added, removed or replaced at `at` (taken modulo its length). */
const editText = (text: string, at: number, how: number, character: string) => {
  const place = text.length === 0 ? 0 : at % (text.length + (how === 0 ? 1 : 0));
  if (how === 0) return text.slice(0, place) + character + text.slice(place);
  if (how === 1) return text.slice(0, place) + text.slice(place + 1);
  return text.slice(0, place) + character + text.slice(place + 1);
};

const characters = fc.constantFrom("\n", " ", ",", "0", "1", "9", "a", "A", ",", "\u00a0", "\t", "Ä", "+");
const edit = fc.oneof(
  // A character of a text field, a list line or a name.
  fc.record({
    type: fc.constant("text" as const),
    field: fc.constantFrom(
      "statement",
      "commitment",
      "secret",
      "publicValue",
      "drawSeed",
      "listHash",
      "list",
      "winners",
      "alternates",
      "teams",
    ),
    item: fc.nat(),
    at: fc.nat(),
    how: fc.integer({ min: 0, max: 2 }),
    character: characters,
  }),
  // A list line split in two at a place, or two neighbours joined by a line feed or a space.
  fc.record({ type: fc.constant("split" as const), item: fc.nat(), at: fc.nat() }),
  fc.record({ type: fc.constant("join" as const), item: fc.nat(), by: fc.constantFrom("\n", " ", ", ") }),
  // A name moved between winners and alternates, or between teams; a name or a team dropped.
  fc.record({ type: fc.constant("move" as const), item: fc.nat(), drop: fc.boolean() }),
  fc.record({ type: fc.constant("version" as const), version: fc.constantFrom<unknown>(1, 2, 3, 4, "4", 5) }),
);
type Edit = typeof edit extends fc.Arbitrary<infer T> ? T : never;

function applyEdit(receipt: Receipt, change: Edit): Receipt {
  const list = [...(receipt.list as string[])];
  const pick = <T>(items: T[], index: number) => index % Math.max(items.length, 1);
  switch (change.type) {
    case "version":
      return { ...receipt, version: change.version };
    case "split": {
      const line = pick(list, change.item);
      const text = list[line] ?? "";
      const at = text.length === 0 ? 0 : change.at % text.length;
      list.splice(line, 1, text.slice(0, at), text.slice(at));
      return { ...receipt, list };
    }
    case "join": {
      const line = pick(list, change.item);
      if (line + 1 >= list.length) return receipt;
      list.splice(line, 2, `${list[line]}${change.by}${list[line + 1]}`);
      return { ...receipt, list };
    }
    case "move": {
      if (Array.isArray(receipt.teams)) {
        const teams = (receipt.teams as string[][]).map((team) => [...team]);
        const from = pick(teams, change.item);
        const [name] = teams[from]?.splice(0, 1) ?? [];
        if (!change.drop && name !== undefined) teams[(from + 1) % teams.length]?.push(name);
        return { ...receipt, teams: change.drop && change.item % 2 ? teams.slice(1) : teams };
      }
      const drawn = [...(receipt.winners as string[]), ...(receipt.alternates as string[])];
      const winners = change.drop
        ? (receipt.winners as string[]).slice(1)
        : drawn.slice(0, pick(drawn, change.item) + 1);
      return { ...receipt, winners, alternates: drawn.slice(winners.length + (change.drop ? 1 : 0)) };
    }
    case "text": {
      const value = receipt[change.field];
      const edited = (text: string) => editText(text, change.at, change.how, change.character);
      if (typeof value === "string") return { ...receipt, [change.field]: edited(value) };
      if (!Array.isArray(value) || value.length === 0) return receipt;
      const items = [...(value as unknown[])];
      const index = pick(items, change.item);
      const item = items[index];
      items[index] = Array.isArray(item)
        ? item.map((name: string, place) => (place === 0 ? edited(name) : name))
        : edited(item as string);
      return { ...receipt, [change.field]: items };
    }
  }
}

describe("a single edit to a genuine receipt", () => {
  it("fails verification, or changes no winner, alternate or team", () => {
    for (const receipt of genuine) expect(verifyReceipt(receipt)).toMatchObject({ status: "checked", problems: [] });
    fc.assert(
      fc.property(fc.nat({ max: genuine.length - 1 }), edit, (index, change) => {
        const receipt = genuine[index] as Receipt;
        const edited = applyEdit(receipt, change);
        const verification = verifyReceipt(edited);
        const verified = verification.status === "checked" && verification.problems.length === 0;
        return !verified || outcomeOf(edited) === outcomeOf(receipt);
      }),
      { seed: 24, numRuns: 1_000 },
    );
  });
});

describe("a list file beside a receipt that holds its list", () => {
  it("is checked against that list: the same list verifies, another is refused, never left unread", () => {
    const receipt = genuine.find((candidate) => Array.isArray(candidate.list)) as Receipt;
    const lines = receipt.list as string[];
    const file = (list: readonly string[]) => list.map((line) => `${line}\n`).join("");
    expect(verifyReceipt(receipt, file(lines))).toMatchObject({ status: "checked", problems: [] });
    expect(verifyReceipt(receipt, file([...lines, lines[0] as string]))).toEqual({
      status: "unreadable",
      message: "The list file is not the list this receipt holds. Check the receipt alone, or with its own list file.",
    });
  });
});
