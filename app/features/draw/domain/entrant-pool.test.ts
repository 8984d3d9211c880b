import { describe, expect, it } from "vitest";
import { readEntrants } from "~/features/draw/domain/draw";
import { answerPoolQuestion, createEntrantPool } from "~/features/draw/domain/entrant-pool";
import { randomBytes } from "~/kernel/random/domain/random";
import { canonicalLines, drawStatementCounts } from "~/features/draw/domain/draw-statement";
import { makeVerifiableDraw } from "~/features/draw/domain/verifiable-draw";
import { hashText } from "~/kernel/receipts/domain/receipt-hashes";
import { hashSecretHex } from "~/kernel/receipts/domain/receipt-hashes";
import { writeStatement } from "~/kernel/receipts/domain/statement";

const names = (count: number) => Array.from({ length: count }, (_, i) => `Entrant ${i + 1}${i % 4 === 0 ? ", 3" : ""}`);
const plainDraw = { winners: 2, alternates: 1, verifiable: null };

describe("createEntrantPool", () => {
  it("sums up a list as the page shows it, with the SHA-256 of its list file", () => {
    const pool = createEntrantPool();
    const lines = ["Ann, 2", "", "Bob", "Ann", "Cy, 9999"];
    const reading = readEntrants(lines, "extra-tickets");
    if (!reading.ok) throw new Error("unreadable");
    expect(pool.read(lines, "extra-tickets")).toEqual({
      ok: true,
      entrantCount: 3,
      totalTickets: 10_003,
      repeated: [{ name: "Ann", lines: 2 }],
      listHash: hashText(`${canonicalLines(reading.entrants).join("\n")}\n`),
    });
  });

  it("passes on the unreadable lines, as readEntrants names them", () => {
    const lines = ["Ann", "Bob, 0", "", "Cy, x1", "Di, -1"];
    expect(createEntrantPool().read(lines, "extra-tickets")).toEqual(readEntrants(lines, "extra-tickets"));
  });

  it("draws from the list it read last, and keeps up to 1,000 entrants whole in the record", async () => {
    const pool = createEntrantPool();
    pool.read(names(50), "extra-tickets");
    pool.read(["Ann, 2", "Bob", "Cy"], "extra-tickets");
    const { outcome, kept, receipt } = await pool.draw(plainDraw);
    expect([...outcome.winners, ...outcome.alternates].map((entrant) => entrant.name).sort()).toEqual([
      "Ann",
      "Bob",
      "Cy",
    ]);
    expect(kept).toEqual({ choices: ["Ann (2 tickets)", "Bob", "Cy"] });
    expect(receipt).toBeUndefined();
  });

  it("keeps only the count and hash of a longer list, the hash it read", async () => {
    const pool = createEntrantPool();
    const summary = pool.read(names(1_001), "extra-tickets");
    if (!summary.ok) throw new Error("unreadable");
    expect((await pool.draw(plainDraw)).kept).toEqual({
      choices: [],
      unkeptList: { count: 1_001, sha256: summary.listHash },
    });
  });

  it("draws a verifiable draw as makeVerifiableDraw does, with its receipt", async () => {
    const pool = createEntrantPool();
    const lines = names(30);
    pool.read(lines, "extra-tickets");
    const summary = pool.read(lines, "one-ticket-each");
    if (!summary.ok) throw new Error("unreadable");
    const secret = randomBytes(32);
    const reading = readEntrants(lines, "one-ticket-each");
    if (!reading.ok) throw new Error("unreadable");
    const counts = { winners: 3, alternates: 2 };
    const source = {
      type: "text",
      source: "Round 7 of the club's dice",
      date: "2026-12-01",
      spelling: "the dice",
    } as const;
    const statementCounts = drawStatementCounts(summary, "one-ticket-each", counts);
    const statement = writeStatement(statementCounts, summary.listHash, hashSecretHex(secret), source);
    const request = { secret, source, publicValue: "3 5", statement };
    const expected = makeVerifiableDraw(reading.entrants, counts, "one-ticket-each", request);
    const drawn = await pool.draw({ ...counts, verifiable: request });
    expect(drawn.outcome).toEqual(expected.outcome);
    expect(drawn.receipt).toEqual(expected.receipt);
  });
});

describe("answerPoolQuestion", () => {
  it("answers each question with its id, and says why when the pool cannot answer", async () => {
    const pool = createEntrantPool();
    expect(
      await answerPoolQuestion(pool, { id: 1, type: "read", lines: ["Ann", "Bob"], rule: "one-ticket-each" }),
    ).toMatchObject({ id: 1, answer: { ok: true, entrantCount: 2 } });
    expect(
      await answerPoolQuestion(pool, { id: 2, type: "draw", request: { ...plainDraw, winners: 1, alternates: 0 } }),
    ).toMatchObject({
      id: 2,
      answer: { kept: { choices: ["Ann", "Bob"] } },
    });
    expect(await answerPoolQuestion(pool, { id: 3, type: "draw", request: { ...plainDraw, winners: 3 } })).toEqual({
      id: 3,
      error: "3 winners and 1 alternates cannot be drawn from 2 entrants",
    });
  });
});
