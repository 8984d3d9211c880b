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

/** A question the sort asks: true when `pair[0]` is preferred. */
type Sorter = Generator<readonly [number, number], number[], boolean>;

/** Each active level of the recursion: the most questions it can still ask, the current one included. */
type Frames = (() => number)[];

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

/**
 * Sorts `items` in ascending preference (least preferred first). Pairs are compared, the preferred of each pair
 * is sorted recursively, then the others are binary-inserted in Jacobsthal order, each into the part of the chain
 * below its partner, which keeps every search within a power of two.
 */
function* sortItems(items: readonly number[], frames: Frames): Sorter {
  const n = items.length;
  if (n < 2) return [...items];
  const half = Math.floor(n / 2);
  const insertionBound = insertionWorstCase(n);
  let pairsLeft = half;
  let phase: "pairing" | "sorting" | "inserting" = "pairing";
  let insertingRemaining = () => 0;
  frames.push(() =>
    phase === "pairing"
      ? pairsLeft + worstCaseQuestions(half) + insertionBound
      : phase === "sorting"
        ? insertionBound
        : insertingRemaining(),
  );

  const partnerOf = new Map<number, number>();
  const preferred: number[] = [];
  for (let i = 0; i < half; i++) {
    const x = items[2 * i] as number;
    const y = items[2 * i + 1] as number;
    const xPreferred = yield [x, y];
    pairsLeft--;
    preferred.push(xPreferred ? x : y);
    partnerOf.set(xPreferred ? x : y, xPreferred ? y : x);
  }
  phase = "sorting";
  const sortedPreferred = yield* sortItems(preferred, frames);
  phase = "inserting";

  // b(i) is the partner of the i-th preferred item; with n odd, the unpaired item is b(half + 1), bounded by nothing.
  const b = (index: number) =>
    index <= half ? (partnerOf.get(sortedPreferred[index - 1] as number) as number) : (items[n - 1] as number);
  const bound = (index: number) => (index <= half ? (sortedPreferred[index - 1] as number) : null);
  const chain = [b(1), ...sortedPreferred];
  const pending = insertionPlan(Math.ceil(n / 2)).map(({ index }) => ({ item: b(index), below: bound(index) }));
  const placesBelow = (below: number | null) => (below === null ? chain.length : chain.indexOf(below));
  let next = 0;
  let searchSlots = 0;
  insertingRemaining = () => {
    let total = searchCost(searchSlots);
    // A later insertion may find every item inserted before it below its partner.
    for (let later = next + 1; later < pending.length; later++) {
      const { below } = pending[later] as (typeof pending)[number];
      total += searchCost(placesBelow(below) + (later - next) + 1);
    }
    return total;
  };

  for (; next < pending.length; next++) {
    const { item, below } = pending[next] as (typeof pending)[number];
    let low = 0;
    let high = placesBelow(below);
    searchSlots = high - low + 1;
    while (low < high) {
      const middle = (low + high) >>> 1;
      const itemPreferred = yield [item, chain[middle] as number];
      if (itemPreferred) low = middle + 1;
      else high = middle;
      searchSlots = high - low + 1;
    }
    chain.splice(low, 0, item);
  }
  frames.pop();
  return chain;
}

/** Where ranking `count` options stands after `answers`: the next question, or the finished ranking. */
export function mergeInsertionStep(count: number, answers: readonly Answer[]): SortStep {
  const frames: Frames = [];
  const sorter = sortItems(
    Array.from({ length: count }, (_, index) => index),
    frames,
  );
  let step = sorter.next();
  let asked = 0;
  for (; !step.done; asked++) {
    const pair = step.value;
    const answer = answers[asked];
    if (answer === undefined) {
      const remaining = frames.reduce((sum, frame) => sum + frame(), 0);
      return { status: "asking", pair, asked, atMost: asked + remaining };
    }
    const [x, y] = pair;
    const fits = (answer.preferred === x && answer.other === y) || (answer.preferred === y && answer.other === x);
    if (!fits) return { status: "mismatch" };
    step = sorter.next(answer.preferred === x);
  }
  if (asked !== answers.length) return { status: "mismatch" };
  return { status: "done", ranking: step.value.reverse() };
}
