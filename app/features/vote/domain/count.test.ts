import { describe, expect, it } from "vitest";
import { countVotes, type OpenedBallot } from "~/features/vote/domain/count";
import { ballotFingerprint } from "~/features/vote/domain/fingerprint";
import { checkOwnBallot, describeOwnBallotCheck } from "~/features/vote/domain/own-ballot";
import type { Poll } from "~/features/vote/domain/poll";
import { wordResult, type ResultSentence } from "~/features/vote/domain/result-words";
import { createI18n } from "~/i18n/runtime";
import { isolate } from "~/kernel/format/domain/isolate";
import { toBase64Url } from "~/kernel/lists/domain/packed-json";
import { shuffle } from "~/kernel/random/domain/random";

const poll = (method: Poll["method"], options = ["Pizza", "Sushi", "Tacos"]): Poll => ({
  question: "Dinner?",
  options,
  method,
  hiddenResults: false,
  organiserPublicKey: "A".repeat(87),
  closesAt: null,
});
/** A ballot id as a browser makes one: 16 bytes, here from a number so tests can name them. */
const ballotId = (n: number) => toBase64Url(Uint8Array.from({ length: 16 }, (_, i) => (n * 37 + i * 11) & 255));
const english = createI18n("en", {});
const words = (sentences: readonly ResultSentence[]) => sentences.map((sentence) => wordResult(english, sentence));
const opened = (contents: unknown[]): OpenedBallot[] => contents.map((content, n) => ({ id: ballotId(n), content }));

describe("countVotes", () => {
  it("counts what it can and sets the rest aside, each with its reason, never throwing", () => {
    const count = countVotes(poll("approval"), "poll-1", [
      ...opened([{ a: [0, 1] }, { a: [1] }, { a: [7] }, { r: [0] }, "nonsense"]),
      { id: ballotId(5), problem: "it cannot be decrypted with this poll's key" },
      { id: "not an id", content: { a: [0] } },
    ]);
    expect(count.counted).toBe(2);
    expect(count.setAside).toBe(5);
    expect(count.result).toMatchObject({ method: "approval", approvals: [1, 2, 0], winner: 1 });
    expect(
      count.rows
        .filter((row) => row.setAsideBecause)
        .map((row) => row.setAsideBecause)
        .sort(),
    ).toEqual([
      "it cannot be decrypted with this poll's key",
      "it is a ranked ballot, but this poll is an approval vote",
      "it is not a ballot this site makes",
      "it names option 8, but the poll has 3 options",
      "its id is not one a browser of this site makes",
    ]);
    expect(words(count.explanation).slice(0, 3)).toEqual([
      "2 ballots counted.",
      "5 ballots set aside and not counted; the list of ballots gives each reason.",
      `${isolate("Sushi")} is approved on 2 of 2 ballots, more than any other option.`,
    ]);
  });

  it("sets every option's name apart in the explanation, so a name in another script reorders nothing", () => {
    const count = countVotes(poll("ranked", ["🍣 סושי", "Pizza"]), "poll-1", opened([{ r: [0, 1] }]));
    const said = words([...count.explanation, count.headline as ResultSentence]);
    const named = said.filter((sentence) => sentence.includes("סושי"));
    expect(named.length).toBeGreaterThan(1);
    for (const sentence of named) expect(sentence).toContain(isolate("🍣 סושי"));
    expect(said.join(" ")).not.toMatch(/(?<!\u2068)Pizza/);
  });

  it("sets aside every ballot whose id the server sent twice: one id, one ballot", () => {
    const twice = [...opened([{ a: [0] }, { a: [1] }]), { id: ballotId(1), content: { a: [2] } }];
    const count = countVotes(poll("approval"), "poll-1", twice);
    expect(count.counted).toBe(1);
    expect(count.rows.filter((row) => row.id === ballotId(1)).map((row) => row.setAsideBecause)).toEqual([
      "the server sent more than one ballot with its id",
      "the server sent more than one ballot with its id",
    ]);
  });

  it("lists ballots by fingerprint, so the server's order shows nowhere", () => {
    const ballots = opened(Array.from({ length: 30 }, (_, n) => ({ s: [n % 6, 5 - (n % 6), 0] })));
    const count = countVotes(poll("score"), "poll-1", ballots);
    const fingerprints = count.rows.map((row) => row.fingerprint);
    expect(fingerprints).toEqual([...fingerprints].sort());
    expect(countVotes(poll("score"), "poll-1", [...ballots].reverse())).toEqual(count);
  });

  it("gives every browser the same result, draw included, whatever order the ballots come in", () => {
    const ballots = opened([
      { r: [0, 1] },
      { r: [1, 0] },
      { r: [2] },
      { r: [2, 0, 1] },
      { r: [0, 1, 2] },
      { r: [1, 2] },
    ]);
    const first = countVotes(poll("ranked"), "poll-1", ballots);
    expect(first.drew).toBe(true);
    for (let trial = 0; trial < 5; trial++)
      expect(countVotes(poll("ranked"), "poll-1", shuffle(ballots))).toEqual(first);
    expect(words(first.explanation).at(-1)).toMatch(/^Ties are settled by a fair draw/);
  });

  it("has no winner before any ballot is counted", () => {
    const count = countVotes(poll("ranked"), "poll-1", []);
    expect(count).toMatchObject({ counted: 0, setAside: 0, result: null, drew: false });
    expect(words(count.explanation)).toEqual(["No ballot has been counted yet."]);
    expect(count.headline).toBeNull();
  });

  it("claims no tie after one ballot, in any method, though a score count drew its runoff's second place", () => {
    const plain = (sentence: ResultSentence | null) =>
      wordResult(english, sentence as ResultSentence).replace(/[\u2068\u2069]/g, "");
    const approval = countVotes(poll("approval"), "poll-1", opened([{ a: [1] }]));
    expect(plain(approval.headline)).toBe("Sushi won: 1 of 1 voter approved it.");
    const ranked = countVotes(poll("ranked"), "poll-1", opened([{ r: [2, 0, 1] }]));
    expect(plain(ranked.headline)).toBe("Tacos won: 1 of 1 voter ranked it first, more than half.");
    const score = countVotes(poll("score"), "poll-1", opened([{ s: [5, 0, 0] }]));
    expect(score.drew).toBe(true);
    expect(plain(score.headline)).toMatch(
      /^Pizza won the runoff against (Sushi|Tacos): 1 of 1 voter gave it more stars\.$/,
    );
    for (const count of [approval, ranked, score]) expect(plain(count.headline)).not.toMatch(/tie|draw|level/i);
  });
});

describe("checkOwnBallot", () => {
  const ballots = opened([{ a: [0] }, { a: [1, 2] }, { a: [9] }]);
  const count = countVotes(poll("approval"), "poll-1", ballots);
  const fingerprint = ballotFingerprint(ballotId(1)) as string;

  it("finds the voter's ballot counted as cast, by the id only their device keeps", () => {
    const check = checkOwnBallot(count, ballotId(1), { method: "approval", approved: [2, 1] });
    expect(check).toEqual({ status: "counted", fingerprint });
    expect(describeOwnBallotCheck(createI18n("en", {}), check)).toBe(
      `Your ballot, ${fingerprint} in the list, is counted exactly as you cast it.`,
    );
  });

  it("notices a ballot changed, set aside or dropped", () => {
    expect(checkOwnBallot(count, ballotId(1), { method: "approval", approved: [1] }).status).toBe("changed");
    expect(checkOwnBallot(count, ballotId(2), { method: "approval", approved: [2] })).toMatchObject({
      status: "set-aside",
      reason: "it names option 10, but the poll has 3 options",
    });
    expect(checkOwnBallot(count, ballotId(3), { method: "approval", approved: [0] })).toEqual({ status: "missing" });
  });
});

describe("ballotFingerprint", () => {
  it("names a ballot by the first 40 bits of its id, in letters that cannot be misread", () => {
    expect(ballotFingerprint(toBase64Url(new Uint8Array(16)))).toBe("0000-0000");
    expect(ballotFingerprint(toBase64Url(new Uint8Array(16).fill(255)))).toBe("ZZZZ-ZZZZ");
    // 0x08 0x42 0x10 0x84 0x21 is 00001 repeated eight times.
    expect(ballotFingerprint(toBase64Url(Uint8Array.from([0x08, 0x42, 0x10, 0x84, 0x21, 9, 9])))).toBe("1111-1111");
    expect(ballotFingerprint("abc")).toBeNull();
    expect(ballotFingerprint("not base64url!")).toBeNull();
  });
});
