import { describe, expect, it } from "vitest";
import { mergeInsertionStep, worstCaseQuestions, type Answer } from "~/kernel/pairs/domain/merge-insertion";

// OEIS A001768, the Ford–Johnson worst case for n = 1..30.
const knownWorstCases = [
  0, 1, 3, 5, 7, 10, 13, 16, 19, 22, 26, 30, 34, 38, 42, 46, 50, 54, 58, 62, 66, 71, 76, 81, 86, 91, 96, 101, 106, 111,
];

/** The same counts from the closed form Σ_{k=1..n} ⌈log₂(3k/4)⌉, in exact integers: the least c with 4·2^c ≥ 3k. */
function closedForm(n: number): number {
  let total = 0;
  for (let k = 1; k <= n; k++) {
    let c = 0;
    while (4 * 2 ** c < 3 * k) c++;
    total += c;
  }
  return total;
}

type Prefers = (a: number, b: number) => boolean;

/** Answers every question with `prefers`, checking at each step that the "at most" figure holds and never grows. */
function rank(count: number, prefers: Prefers) {
  const answers: Answer[] = [];
  const atMostFigures: number[] = [];
  let atMost = Infinity;
  for (;;) {
    const step = mergeInsertionStep(count, answers);
    if (step.status === "mismatch") throw new Error("The sort rejected its own answers");
    if (step.status === "done") return { ranking: step.ranking, questions: answers.length, answers, atMostFigures };
    expect(step.asked).toBe(answers.length);
    expect(step.atMost).toBeLessThanOrEqual(atMost);
    expect(step.atMost).toBeLessThanOrEqual(worstCaseQuestions(count));
    atMost = step.atMost;
    atMostFigures.push(atMost);
    const [x, y] = step.pair;
    const xPreferred = prefers(x, y);
    answers.push({ preferred: xPreferred ? x : y, other: xPreferred ? y : x, byChance: false });
  }
}

/**
 * Every answer sequence the sort can meet (any answers fit some order, see below), checking at each question that
 * its "at most" figure is exactly the longest way on from there. Returns that longest length.
 */
function longestAnswerSequence(count: number, answers: Answer[] = []): number {
  const step = mergeInsertionStep(count, answers);
  if (step.status !== "asking") return answers.length;
  const [x, y] = step.pair;
  const longest = Math.max(
    longestAnswerSequence(count, [...answers, { preferred: x, other: y, byChance: false }]),
    longestAnswerSequence(count, [...answers, { preferred: y, other: x, byChance: false }]),
  );
  if (step.atMost !== longest)
    throw new Error(`"At most ${step.atMost}" after ${answers.length} answers, but ${longest}`);
  return longest;
}

/** A seeded generator for reproducible test orders (the site's draws use Web Crypto, not this). */
function seededRandom(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

describe("merge-insertion", () => {
  it("has the known Ford–Johnson worst case, which matches the closed form, for every n up to 100", () => {
    expect(knownWorstCases.map((_, i) => closedForm(i + 1))).toEqual(knownWorstCases);
    expect(knownWorstCases.map((_, i) => worstCaseQuestions(i + 1))).toEqual(knownWorstCases);
    for (let n = 31; n <= 100; n++) expect(worstCaseQuestions(n)).toBe(closedForm(n));
    expect(worstCaseQuestions(10)).toBe(22);
    expect(worstCaseQuestions(20)).toBe(62);
  });

  it("takes exactly the worst case against an adversary, for every n from 2 to 30", () => {
    // The adversary never prefers the first of a pair, which in an insertion is the option being inserted: each
    // binary search then takes the larger half every time and lands lowest, leaving the most places for later ones.
    for (let n = 2; n <= 30; n++) {
      const { questions, atMostFigures } = rank(n, () => false);
      expect(questions, `n = ${n}`).toBe(knownWorstCases[n - 1]);
      // Down the longest path, "at most" is exact at every question: it never drops below what is still to come.
      expect(new Set(atMostFigures), `n = ${n}`).toEqual(new Set([knownWorstCases[n - 1]]));
    }
  });

  it("never takes more than the worst case, and says exactly how many at most at every question, for n up to 8", () => {
    // Every branch explored: 46,225 questions in all.
    // Every answer is kept in the final order, so every sequence of answers is some order's: the tree is exhaustive.
    for (let n = 2; n <= 8; n++) expect(longestAnswerSequence(n), `n = ${n}`).toBe(knownWorstCases[n - 1]);
  });

  it("ranks random orders correctly, within the worst case, for sizes up to 100", () => {
    const random = seededRandom(13);
    for (const n of [2, 3, 4, 5, 7, 10, 16, 20, 33, 64, 100]) {
      for (let trial = 0; trial < 5; trial++) {
        const score = Array.from({ length: n }, () => random());
        const { ranking, questions } = rank(n, (a, b) => (score[a] as number) > (score[b] as number));
        const expected = Array.from({ length: n }, (_, i) => i).sort(
          (a, b) => (score[b] as number) - (score[a] as number),
        );
        expect(ranking).toEqual(expected);
        expect(questions).toBeLessThanOrEqual(worstCaseQuestions(n));
      }
    }
  });

  it("starts with the known worst case as its 'at most' figure", () => {
    const step = mergeInsertionStep(10, []);
    expect(step).toMatchObject({ status: "asking", asked: 0, atMost: 22 });
  });

  it("undoes by replaying fewer answers: the same question comes back", () => {
    const score = [5, 3, 9, 1, 7, 2];
    const { answers } = rank(6, (a, b) => (score[a] as number) > (score[b] as number));
    const fourth = mergeInsertionStep(6, answers.slice(0, 3));
    expect(mergeInsertionStep(6, answers.slice(0, 4))).not.toEqual(fourth);
    const undone = answers.slice(0, 4);
    undone.pop();
    expect(mergeInsertionStep(6, undone)).toEqual(fourth);
  });

  it("keeps every answer in the final order, even answers that go round in a circle", () => {
    // "Rock beats scissors beats paper beats rock": no order agrees with all three, yet each answer given is kept.
    const beats: Record<number, number> = { 0: 1, 1: 2, 2: 0 };
    const { ranking, answers } = rank(3, (a, b) => beats[a] === b);
    for (const { preferred, other } of answers) expect(ranking.indexOf(preferred)).toBeLessThan(ranking.indexOf(other));
  });

  it("reports answers that do not fit its questions, and answers beyond the end", () => {
    expect(mergeInsertionStep(3, [{ preferred: 0, other: 2, byChance: false }])).toEqual({ status: "mismatch" });
    const { answers } = rank(3, (a, b) => a < b);
    expect(mergeInsertionStep(3, [...answers, { preferred: 0, other: 1, byChance: false }])).toEqual({
      status: "mismatch",
    });
  });

  it("needs no question for one option", () => {
    expect(mergeInsertionStep(1, [])).toEqual({ status: "done", ranking: [0] });
  });
});
