/**
 * Merge-insertion (Ford–Johnson) sorting, asked one comparison at a time. The state is only the answers so far:
 * each step replays the sort from the start with them, so Undo is "drop the last answer" and stored progress is
 * just the stored answers.
 */

/** One answered question: `preferred` ranks above `other`; `byChance` when a fair draw settled it. */
export interface Answer {
  preferred: number;
  other: number;
  byChance: boolean;
}

export type SortStep =
  | {
      status: "asking";
      /** The two options to compare, by index. */
      pair: readonly [number, number];
      /** Answers given so far: this question is number `asked + 1`. */
      asked: number;
      /** The most questions the whole ranking can take from here, this one and those already answered included. */
      atMost: number;
    }
  | { status: "done"; /** Option indices, most preferred first. */ ranking: number[] }
  /** The answers do not fit the questions this sort asks (damaged or foreign data). */
  | { status: "mismatch" };

/**
 * A question the sort asks, and how to work out the most questions it can still ask, this one included: worked out
 * only for the question the visitor is asked, as a replay passes hundreds of answered ones.
 */
interface Question {
  pair: readonly [number, number];
  questionsLeft: () => number;
}

/** Asks questions (the answer: true when `pair[0]` is preferred) and returns the items, least preferred first. */
type Sorter = Generator<Question, number[], boolean>;

/** ⌈log₂ s⌉: the most comparisons a binary search among `s` places takes. */
function searchCost(slots: number): number {
  return slots <= 1 ? 0 : 32 - Math.clz32(slots - 1);
}

/** Jacobsthal group ends 1, 3, 5, 11, 21, 43, …: group k inserts b(t(k−1)+1 … t(k)), highest index first. */
function groupEnd(k: number): number {
  return (2 ** (k + 1) + (k % 2 === 0 ? 1 : -1)) / 3;
}

/**
 * The insertion order of b(2) … b(count) (1-based, b(1) goes in free), each with the number of places its search
 * can have at most, before any answer is known: t(k−1) + min(t(k), count).
 */
function insertionPlan(count: number): { index: number; slots: number }[] {
  const plan: { index: number; slots: number }[] = [];
  for (let k = 2; groupEnd(k - 1) < count; k++) {
    const previous = groupEnd(k - 1);
    const last = Math.min(groupEnd(k), count);
    for (let index = last; index > previous; index--) plan.push({ index, slots: previous + last });
  }
  return plan;
}

const insertionWorstCases = new Map<number, number>();

/** The most questions the insertion step of n items takes (its b's: ⌈n/2⌉). */
function insertionWorstCase(n: number): number {
  let cost = insertionWorstCases.get(n);
  if (cost === undefined) {
    cost = insertionPlan(Math.ceil(n / 2)).reduce((sum, { slots }) => sum + searchCost(slots), 0);
    insertionWorstCases.set(n, cost);
  }
  return cost;
}

/** The most questions merge-insertion takes to rank n options (OEIS A001768). */
export function worstCaseQuestions(n: number): number {
  if (n < 2) return 0;
  const half = Math.floor(n / 2);
  return half + worstCaseQuestions(half) + insertionWorstCase(n);
}

/** An item still to insert, and the item above which it must land (its pair's winner), or null if none. */
interface Insertion {
  item: number;
  below: number | null;
}

/** The places an item bounded by `below` can land in: every place under it, or the whole chain. */
const placesBelow = (chain: readonly number[], below: number | null) =>
  below === null ? chain.length : chain.indexOf(below);

/**
 * The most questions the insertions after `current` can take: each may find every item inserted before it, the
 * current one included, landed below its partner.
 */
function laterInsertionsWorstCase(chain: readonly number[], insertions: readonly Insertion[], current: number) {
  let total = 0;
  for (let later = current + 1; later < insertions.length; later++) {
    const { below } = insertions[later] as Insertion;
    total += searchCost(placesBelow(chain, below) + (later - current) + 1);
  }
  return total;
}

/**
 * Sorts `items` in ascending preference (least preferred first), in three steps: the items are compared two by two;
 * the preferred of each pair are sorted the same way; then the others are binary-inserted in Jacobsthal order, each
 * into the part of the chain below its partner, which keeps every search within a power of two.
 * `questionsAfter`: the most questions the enclosing sort can still ask once this one is done.
 */
function* sortItems(items: readonly number[], questionsAfter: number): Sorter {
  const n = items.length;
  if (n < 2) return [...items];
  const half = Math.floor(n / 2);
  const insertionQuestions = insertionWorstCase(n);

  const preferred: number[] = [];
  const partnerOf = new Map<number, number>();
  const afterPairs = worstCaseQuestions(half) + insertionQuestions + questionsAfter;
  for (let i = 0; i < half; i++) {
    const x = items[2 * i] as number;
    const y = items[2 * i + 1] as number;
    const xPreferred = yield { pair: [x, y], questionsLeft: () => half - i + afterPairs };
    const [winner, loser] = xPreferred ? [x, y] : [y, x];
    preferred.push(winner);
    partnerOf.set(winner, loser);
  }

  const sortedPreferred = yield* sortItems(preferred, insertionQuestions + questionsAfter);

  // b(i) is the partner of the i-th preferred item; with n odd, the unpaired item is b(half + 1), bounded by nothing.
  const b = (index: number): Insertion => {
    if (index > half) return { item: items[n - 1] as number, below: null };
    const above = sortedPreferred[index - 1] as number;
    return { item: partnerOf.get(above) as number, below: above };
  };
  const insertions = insertionPlan(Math.ceil(n / 2)).map(({ index }) => b(index));
  let chain = [b(1).item, ...sortedPreferred];
  for (let current = 0; current < insertions.length; current++) {
    const { item, below } = insertions[current] as Insertion;
    // Each insertion makes a new chain, so the questions asked meanwhile keep the chain they were asked about.
    const searched: readonly number[] = chain;
    let low = 0;
    let high = placesBelow(searched, below);
    while (low < high) {
      const middle = (low + high) >>> 1;
      const slots = high - low + 1;
      const itemPreferred = yield {
        pair: [item, searched[middle] as number],
        questionsLeft: () =>
          searchCost(slots) + laterInsertionsWorstCase(searched, insertions, current) + questionsAfter,
      };
      if (itemPreferred) low = middle + 1;
      else high = middle;
    }
    chain = [...searched.slice(0, low), item, ...searched.slice(low)];
  }
  return chain;
}

/** Where ranking `count` options stands after `answers`: the next question, or the finished ranking. */
export function mergeInsertionStep(count: number, answers: readonly Answer[]): SortStep {
  const sorter = sortItems(
    Array.from({ length: count }, (_, index) => index),
    0,
  );
  let step = sorter.next();
  let asked = 0;
  for (; !step.done; asked++) {
    const { pair, questionsLeft } = step.value;
    const answer = answers[asked];
    if (answer === undefined) return { status: "asking", pair, asked, atMost: asked + questionsLeft() };
    const [x, y] = pair;
    const fits = (answer.preferred === x && answer.other === y) || (answer.preferred === y && answer.other === x);
    if (!fits) return { status: "mismatch" };
    step = sorter.next(answer.preferred === x);
  }
  if (asked !== answers.length) return { status: "mismatch" };
  return { status: "done", ranking: step.value.reverse() };
}
