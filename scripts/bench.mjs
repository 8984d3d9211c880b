// `npm run bench`: how long the domain logic takes at the sizes the site promises to stay
// responsive at (10,000 choices or stored decisions, 1,024-contestant brackets, 100,000 giveaway
// entrants, 200 people balanced into teams, a ranking of 100 options, a group vote of 10,000 ranked ballots). Prints figures only: no
// assertions, no timing gates (the unit tests check behaviour, not time). Each figure is the median of 5 timed runs after
// 2 warm-ups. `npm run bench -- vote` runs only the measurements whose label holds "vote" (any text, any case).
//
// The domain modules are TypeScript, loaded through Vite's SSR module loader (scripts/app-modules.mjs).
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { openAppModules } from "./app-modules.mjs";
import { formatTable } from "./format-table.mjs";

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

const warmups = 2;
const timedRuns = 5;

const appModules = await openAppModules();
const { load } = appModules;

/** @typedef {typeof import("~/kernel/records/domain/decision-record")} DecisionRecordModule */
/** @typedef {import("~/kernel/records/domain/decision-record").DecisionCategory} DecisionCategory */

// Every result is kept here, so no measured work can be optimised away as unused.
let lastResult;

/**
 * Median and range (ms) of `timedRuns` runs of `work`, after `warmups` untimed ones, and the median CPU time the
 * process spent on a run (all its threads: Web Crypto's work included). On a machine other processes keep busy, wall
 * time counts the waits for a core as well; CPU time is nearer to what the work itself costs. Asynchronous work is
 * timed until its promise settles.
 *
 * @param {() => unknown} work
 */
async function measure(work) {
  for (let i = 0; i < warmups; i++) lastResult = await work();
  /** @type {number[]} */
  const times = [];
  /** @type {number[]} */
  const cpuTimes = [];
  for (let i = 0; i < timedRuns; i++) {
    const start = performance.now();
    const cpuStart = process.cpuUsage();
    lastResult = await work();
    const cpu = process.cpuUsage(cpuStart);
    times.push(performance.now() - start);
    cpuTimes.push((cpu.user + cpu.system) / 1000);
  }
  times.sort((a, b) => a - b);
  cpuTimes.sort((a, b) => a - b);
  const at = (/** @type {number} */ index) => /** @type {number} */ (times.at(index));
  const cpu = /** @type {number} */ (cpuTimes[Math.floor(cpuTimes.length / 2)]);
  return { median: at(Math.floor(times.length / 2)), min: at(0), max: at(-1), cpu };
}

/**
 * Stored history as the app keeps it: newest first, four modes, 2–7 choices, some mentioning pizza.
 *
 * @param {DecisionRecordModule["createDecisionRecord"]} createDecisionRecord
 * @param {number} count
 */
function createHistory(createDecisionRecord, count) {
  /** @type {DecisionCategory[]} */
  const categories = ["Quick Decision", "Weighted Decision", "AI Reasoned Decision", "Battle Royale"];
  const newest = Date.parse("2025-06-01T12:00:00.000Z");
  return Array.from({ length: count }, (_, index) => {
    const choices = Array.from({ length: 2 + (index % 6) }, (_, k) =>
      k === 0 && index % 9 === 0 ? `Pizza night ${index}` : `Option ${k + 1} of decision ${index}`,
    );
    // Indexes taken modulo the length are always in range.
    const category = /** @type {DecisionCategory} */ (categories[index % categories.length]);
    const result = /** @type {string} */ (choices[index % choices.length]);
    return createDecisionRecord({ choices, result, category }, new Date(newest - index * 37_000));
  });
}

const random = /** @type {typeof import("~/kernel/random/domain/random")} */ (
  await load("kernel/random/domain/random.ts")
);
const { createDecisionRecord } = /** @type {DecisionRecordModule} */ (
  await load("kernel/records/domain/decision-record.ts")
);
const { restoreHistory } = /** @type {typeof import("~/kernel/records/domain/decision-record-restore")} */ (
  await load("kernel/records/domain/decision-record-restore.ts")
);
const feed = /** @type {typeof import("~/features/feed/domain/feed")} */ (await load("features/feed/domain/feed.ts"));
const tournament = /** @type {typeof import("~/features/battle")} */ (
  await load("features/battle/domain/tournament.ts")
);
const historyFilter = /** @type {typeof import("~/features/history/domain/history-filter")} */ (
  await load("features/history/domain/history-filter.ts")
);
const { mergeImportedRecords } = /** @type {typeof import("~/kernel/records/domain/history-import")} */ (
  await load("kernel/records/domain/history-import.ts")
);
const draw = /** @type {typeof import("~/features/draw/domain/draw")} */ (await load("features/draw/domain/draw.ts"));
const entrantPool = /** @type {typeof import("~/features/draw/domain/entrant-pool")} */ (
  await load("features/draw/domain/entrant-pool.ts")
);
const { choiceLines } = /** @type {typeof import("~/kernel/lists/domain/list-text")} */ (
  await load("kernel/lists/domain/list-text.ts")
);
const teams = /** @type {typeof import("~/features/teams/domain/team-split")} */ (
  await load("features/teams/domain/team-split.ts")
);
const { canonicalLines } = /** @type {typeof import("~/features/draw/domain/draw-statement")} */ (
  await load("features/draw/domain/draw-statement.ts")
);
const { verifiableDrawFor, textSource } = /** @type {typeof import("~/test/verifiable-receipts")} */ (
  await load("test/verifiable-receipts.ts")
);
const { verifyReceipt } = /** @type {typeof import("~/features/verify")} */ (
  await load("features/verify/domain/receipt-check.ts")
);
const matrix = /** @type {typeof import("~/features/matrix/domain/decision-matrix")} */ (
  await load("features/matrix/domain/decision-matrix.ts")
);
const sensitivity = /** @type {typeof import("~/features/matrix/domain/matrix-sensitivity")} */ (
  await load("features/matrix/domain/matrix-sensitivity.ts")
);
const ahp = /** @type {typeof import("~/features/matrix/domain/ahp")} */ (await load("features/matrix/domain/ahp.ts"));
const { mergeInsertionStep } = /** @type {typeof import("~/features/this-or-that/domain/merge-insertion")} */ (
  await load("features/this-or-that/domain/merge-insertion.ts")
);
const { explainRanking } = /** @type {typeof import("~/features/this-or-that/domain/ranking-explanation")} */ (
  await load("features/this-or-that/domain/ranking-explanation.ts")
);
const { chooseCheckPairs } = /** @type {typeof import("~/features/this-or-that/domain/double-check")} */ (
  await load("features/this-or-that/domain/double-check.ts")
);
const { restoreProgress } = /** @type {typeof import("~/features/this-or-that/storage/this-or-that-progress")} */ (
  await load("features/this-or-that/storage/this-or-that-progress.ts")
);
const { keepList } = /** @type {typeof import("~/kernel/receipts/domain/kept-list")} */ (
  await load("kernel/receipts/domain/kept-list.ts")
);
const { formatEntrant } = /** @type {typeof import("~/features/draw/domain/draw-export")} */ (
  await load("features/draw/domain/draw-export.ts")
);
const { createHistoryStore, decisionHistoryKey } =
  /** @type {typeof import("~/kernel/records/storage/decision-history")} */ (
    await load("kernel/records/storage/decision-history.ts")
  );

/**
 * A localStorage stand-in holding `entries`, for the history store outside a browser.
 *
 * @param {Record<string, string>} entries
 * @returns {Storage}
 */
function createMemoryStorage(entries) {
  const items = new Map(Object.entries(entries));
  return {
    get length() {
      return items.size;
    },
    key: (/** @type {number} */ index) => [...items.keys()][index] ?? null,
    getItem: (/** @type {string} */ key) => items.get(key) ?? null,
    setItem: (/** @type {string} */ key, /** @type {string} */ value) => void items.set(key, String(value)),
    removeItem: (/** @type {string} */ key) => void items.delete(key),
    clear: () => items.clear(),
  };
}

const records = createHistory(createDecisionRecord, 10_000);
const weights = Array.from({ length: 1_000 }, (_, index) => (index % 100) + 1);
const contestants = Array.from({ length: 1_024 }, (_, index) => `Contestant ${index + 1}`);
const now = new Date(Date.parse(records[0]?.timestamp ?? "") + 60_000);
const storedHistory = JSON.stringify(records);
const historyStorage = createMemoryStorage({ [decisionHistoryKey]: storedHistory });
// An exported file of 10,000 other decisions, each a second older than its stored neighbour.
const importedRecords = records.map((record) => ({
  ...record,
  id: String(Number(record.id) - 1),
  timestamp: new Date(Date.parse(record.timestamp) - 1_000).toISOString(),
}));

// 100,000 entrants pasted as text, some with tickets, some names twice (extra tickets).
const entrantText = Array.from({ length: 100_000 }, (_, index) =>
  index % 10 === 0 ? `Entrant ${index % 99_000}, ${(index % 7) + 1}` : `Entrant ${index % 99_000}`,
).join("\n");
/** @param {string} text */
const pastedLines = (text) => {
  const reading = choiceLines.parse(text);
  return reading.ok ? reading.items : [];
};
const entrantReading = draw.readEntrants(pastedLines(entrantText), "extra-tickets");
if (!entrantReading.ok) throw new Error("The benchmark's entrant list does not read");
const secret = Uint8Array.from({ length: 32 }, (_, index) => index);
const counts = { winners: 10, alternates: 5 };
const host = { secret, source: textSource(), publicValue: "round 1" };
const bigReceipt = verifiableDrawFor(entrantReading.entrants, counts, host).receipt;
// The independent check reads the receipt from a file, as anyone would run it.
const receiptFolder = mkdtempSync(path.join(os.tmpdir(), "bench-receipt-"));
const bigReceiptFile = path.join(receiptFolder, "receipt.json");
writeFileSync(bigReceiptFile, JSON.stringify(bigReceipt));
const ratedPeople = Array.from({ length: 200 }, (_, index) => ({
  name: `Player ${index + 1}`,
  rating: 100 + random.randomIndex(901),
}));

// The largest decision matrix: 20 options × 12 criteria, a spread of scores and importances on every criterion.
/** @type {import("~/features/matrix/domain/decision-matrix").MatrixInput} */
const largestMatrix = {
  options: Array.from({ length: matrix.maximumOptions }, (_, index) => `Option ${index + 1}`),
  criteria: Array.from({ length: matrix.maximumCriteria }, (_, index) => ({
    name: `Criterion ${index + 1}`,
    kind: /** @type {const} */ (["scale", "higher", "lower"])[index % 3] ?? "scale",
    importance: 1 + (index % 5),
  })),
  scores: Array.from({ length: matrix.maximumOptions }, (_, option) =>
    Array.from({ length: matrix.maximumCriteria }, (_, criterion) =>
      criterion % 3 === 0 ? 1 + ((option * 7 + criterion * 3) % 5) : (option * 37 + criterion * 11) % 101,
    ),
  ),
};
/** @param {import("~/features/matrix/domain/decision-matrix").MatrixInput} input */
const rankAndExplain = (input) => {
  const result = matrix.rankMatrix(input);
  if (result.status !== "ranked") throw new Error("The benchmark's matrix does not rank");
  return {
    result,
    explanation: matrix.explainRanking(result),
    exact: sensitivity.analyseSensitivity(result, input.criteria),
  };
};
// 12 criteria compared two at a time, not quite consistently.
const judgements = Array.from({ length: 12 }, (_, row) =>
  Array.from({ length: 12 }, (_, column) => (column > row ? ((row * 5 + column * 3) % 9) - 4 : 0)),
);

/** @type {[label: string, work: () => unknown][]} */
const benchmarks = [
  ["20 × 12 decision matrix: ranking, explanation and exact sensitivity", () => rankAndExplain(largestMatrix)],
  [
    "20 × 12 decision matrix: robustness over 10,000 variations",
    () => sensitivity.countRobustWins(rankAndExplain(largestMatrix).result, largestMatrix.criteria),
  ],
  [
    "20 × 12 decision matrix: all of it after a change (ranking, sensitivity, robustness)",
    () => {
      const { result, explanation, exact } = rankAndExplain(largestMatrix);
      return [explanation, exact, sensitivity.countRobustWins(result, largestMatrix.criteria)];
    },
  ],
  [
    "12 criteria compared in pairs: weights, CR and the most consistent single change",
    () => [ahp.analyseComparisons(ahp.comparisonMatrix(judgements, 12)), ahp.suggestJudgement(judgements, 12)],
  ],
  [
    "100,000 entrants: read the pasted list, then draw 10 winners",
    () => {
      const reading = draw.readEntrants(pastedLines(entrantText), "extra-tickets");
      return reading.ok && draw.drawWinners(reading.entrants, 10, 0);
    },
  ],
  [
    "100,000 entrants: what /draw's worker does before the list can be drawn (read, canonical list, SHA-256)",
    () => entrantPool.createEntrantPool().read(pastedLines(entrantText), "extra-tickets"),
  ],
  [
    "100,000 entrants: the lines copied as a message to the worker (structuredClone: both ends of postMessage)",
    () => structuredClone(pastedLines(entrantText)),
  ],
  [
    "100,000 entrants: what the history keeps of the list (count and SHA-256)",
    () =>
      keepList(
        entrantReading.entrants.length,
        () => entrantReading.entrants.map(formatEntrant),
        () => canonicalLines(entrantReading.entrants),
      ),
  ],
  [
    "100,000 entrants: verifiable draw (list file hash, statement, seeded draw of 10 + 5)",
    () => verifiableDrawFor(entrantReading.entrants, counts, host),
  ],
  ["100,000 entrants: verify the receipt (hashes, then the draw again)", () => verifyReceipt(bigReceipt)],
  [
    "100,000 entrants: docs/verify-receipt.mjs on the receipt (a new Node process, start-up included)",
    () => execFileSync(process.execPath, [path.join(projectRoot, "docs/verify-receipt.mjs"), bigReceiptFile]),
  ],
  ["200 rated people: balance into 2 teams", () => teams.makeTeams(ratedPeople, 2, { balance: true })],
  ["200 rated people: balance into 7 teams", () => teams.makeTeams(ratedPeople, 7, { balance: true })],
  ["200 rated people: balance into 40 teams of 5", () => teams.makeTeams(ratedPeople, 40, { balance: true })],
  [
    "10^6 randomIndex(10) draws",
    () => {
      let total = 0;
      for (let i = 0; i < 1_000_000; i++) total += random.randomIndex(10);
      return total;
    },
  ],
  [
    "Feed over 10,000 records (derive, all pages loaded, summarise)",
    () => {
      const items = feed.deriveFeedItems(records);
      const { visible } = feed.pageFeed(items, Math.ceil(items.length / feed.feedPageSize));
      return feed.summarizeFeed(visible, now);
    },
  ],
  [
    "Feed over 10,000 records (derive, first page, summarise)",
    () => feed.summarizeFeed(feed.pageFeed(feed.deriveFeedItems(records), 1).visible, now),
  ],
  ["Read 10,000 stored decisions (restoreHistory)", () => restoreHistory(storedHistory)],
  [
    "History store: first snapshot of 10,000 stored decisions, then 100 cached ones",
    () => {
      const store = createHistoryStore(() => historyStorage);
      for (let i = 0; i < 100; i++) store.getSnapshot();
      return store.getSnapshot();
    },
  ],
  [
    'History filter over 10,000 records (text "pizza", every category)',
    () => historyFilter.filterHistory(records, { query: "pizza", category: "" }),
  ],
  [
    'History filter over 10,000 records (text "pizza", one category)',
    () => historyFilter.filterHistory(records, { query: "pizza", category: "Weighted Decision" }),
  ],
  [
    "History filter over 10,000 records (no match: every choice read)",
    () => historyFilter.filterHistory(records, { query: "no such decision", category: "" }),
  ],
  [
    "Import 10,000 decisions into 10,000 stored (mergeImportedRecords)",
    () => mergeImportedRecords(records, importedRecords),
  ],
  [
    "10^5 weighted draws over 1,000 options (createWeightedPicker once)",
    () => {
      const pick = random.createWeightedPicker(weights);
      let total = 0;
      for (let i = 0; i < 100_000; i++) total += pick();
      return total;
    },
  ],
  [
    "10^5 weighted draws over 1,000 options (pickWeightedIndex each)",
    () => {
      let total = 0;
      for (let i = 0; i < 100_000; i++) total += random.pickWeightedIndex(weights);
      return total;
    },
  ],
  ["Build a 1,024-contestant bracket (createTournament)", () => tournament.createTournament(contestants)],
  [
    "Build a 1,024-contestant bracket and play all 1,023 matches",
    () => {
      let state = tournament.createTournament(contestants);
      while (state.winner === null) state = tournament.playCurrentMatch(state);
      return state.winner;
    },
  ],
];

/**
 * This or That with 100 options, answered to the end in a fixed order: the answers, and the stored progress
 * after each of them as the page writes it.
 */
function rankHundred() {
  const options = Array.from({ length: 100 }, (_, index) => `Option ${index + 1}`);
  // A fixed scramble of the true order, so the questions are those of a real ranking.
  const score = options.map((_, index) => (index * 37) % 101);
  /** @type {import("~/features/this-or-that/domain/merge-insertion").Answer[]} */
  const answers = [];
  /** @type {string[]} */
  const stored = [];
  for (;;) {
    const step = mergeInsertionStep(options.length, answers);
    if (step.status !== "asking") return stored;
    const [x, y] = step.pair;
    const xPreferred = /** @type {number} */ (score[x]) > /** @type {number} */ (score[y]);
    answers.push({ preferred: xPreferred ? x : y, other: xPreferred ? y : x, byChance: false });
    stored.push(JSON.stringify({ options, answers, checks: null, recorded: false }));
  }
}
const rankingProgress = rankHundred();

/**
 * What one answer costs the page: the stored progress read back (restore on read replays every answer), the
 * next step replayed, and on the last answer the ranking explained and the double-check pairs chosen.
 *
 * @param {string} raw
 */
function answerWork(raw) {
  const { progress } = restoreProgress(raw);
  if (!progress) throw new Error("The stored progress did not restore");
  const step = mergeInsertionStep(progress.options.length, progress.answers);
  if (step.status !== "done") return step;
  return [
    explainRanking(progress.options, step.ranking, progress.answers),
    chooseCheckPairs(step.ranking, progress.answers),
  ];
}

benchmarks.push(
  [
    `This or That, 100 options: the next-to-last of ${rankingProgress.length} answers (restore, replay, next pair)`,
    () => answerWork(/** @type {string} */ (rankingProgress.at(-2))),
  ],
  [
    "This or That, 100 options: the last answer (restore, replay, ranking explained, double-check pairs)",
    () => answerWork(/** @type {string} */ (rankingProgress.at(-1))),
  ],
);

// Group votes at the size the count must stay quick at: 10,000 ranked ballots over 20 options, in the browser.
const voteCount = /** @type {typeof import("~/features/vote/domain/count")} */ (
  await load("features/vote/domain/count.ts")
);
const voteCiphers = /** @type {typeof import("~/features/vote/domain/ballot-cipher")} */ (
  await load("features/vote/domain/ballot-cipher.ts")
);
const { openBallots } = /** @type {typeof import("~/features/vote/domain/open-ballots")} */ (
  await load("features/vote/domain/open-ballots.ts")
);
const voteReveal = /** @type {typeof import("~/features/vote/domain/reveal")} */ (
  await load("features/vote/domain/reveal.ts")
);
const organiserKeys = /** @type {typeof import("~/features/vote/domain/organiser-keys")} */ (
  await load("features/vote/domain/organiser-keys.ts")
);
const { newPollKey } = /** @type {typeof import("~/features/vote/domain/poll-key")} */ (
  await load("features/vote/domain/poll-key.ts")
);
const { newBallotId } = /** @type {typeof import("~/features/vote/domain/identifiers")} */ (
  await load("features/vote/domain/identifiers.ts")
);
const { createSeededDraw } = /** @type {typeof import("~/kernel/random/domain/seeded-random")} */ (
  await load("kernel/random/domain/seeded-random.ts")
);

const voteOptions = Array.from({ length: 20 }, (_, index) => `Option ${index + 1}`);
/**
 * @param {import("~/features/vote/domain/poll").VoteMethod} method
 * @returns {import("~/features/vote/domain/poll").Poll}
 */
const votePoll = (method) => ({
  question: "Which one?",
  options: voteOptions,
  method,
  hiddenResults: false,
  organiserPublicKey: "A".repeat(87),
  closesAt: null,
});
const voteDraw = createSeededDraw(new TextEncoder().encode("bench ballots"));
const voteIds = Array.from({ length: 10_000 }, () => newBallotId());
// Voters who mostly agree (a shared order, each ballot moving a few options) and rank 5 to 20 of them.
const rankings = voteIds.map(() => {
  const order = [...voteOptions.keys()];
  for (let swap = 0; swap < 8; swap++) {
    const at = voteDraw(19);
    [order[at], order[at + 1]] = [/** @type {number} */ (order[at + 1]), /** @type {number} */ (order[at])];
  }
  return order.slice(0, 5 + voteDraw(16));
});
/** @param {unknown[]} contents */
const openedBallots = (contents) =>
  contents.map((content, index) => ({ id: /** @type {string} */ (voteIds[index]), content }));
const rankedBallots = openedBallots(rankings.map((ranking) => ({ r: ranking })));
// The hardest case: each ballot one of the 20 rotations of one order, 500 ballots each. Every option is beaten by a
// majority and equal majorities contradict each other, so Ranked Pairs needs the draw (its seed hashes every ballot).
const cycleBallots = openedBallots(voteIds.map((_, index) => ({ r: voteOptions.map((_, k) => (index + k) % 20) })));
// The server's most ballots (1,000) at the most options (100), every option ranked in a shuffled order.
const hundredOptions = Array.from({ length: 100 }, (_, index) => `Option ${index + 1}`);
const hundredOptionBallots = openedBallots(
  voteIds.slice(0, 1_000).map(() => ({ r: random.shuffle([...hundredOptions.keys()], voteDraw) })),
);
const approvalBallots = openedBallots(rankings.map((ranking) => ({ a: ranking.slice(0, 1 + (ranking.length % 6)) })));
const scoreBallots = openedBallots(
  rankings.map((ranking) => ({ s: voteOptions.map((_, option) => Math.max(0, 5 - ranking.indexOf(option))) })),
);
const votePollKey = await newPollKey();
const votePollId = newBallotId();
/** @type {(ranking: number[]) => { method: "ranked", ranking: number[] }} */
const asBallot = (ranking) => ({ method: "ranked", ranking });
const storedOpen = await Promise.all(
  rankings.map(async (ranking, index) => {
    const id = /** @type {string} */ (voteIds[index]);
    const place = { pollId: votePollId, ballotId: id, optionCount: 20 };
    return { id, ciphertext: await voteCiphers.encryptOpenBallot(votePollKey, place, asBallot(ranking)) };
  }),
);
const organiser = await organiserKeys.newOrganiserKeys();
const organiserPublic = /** @type {CryptoKey} */ (await organiserKeys.importOrganiserPublicKey(organiser.publicKey));
const organiserPrivate = /** @type {CryptoKey} */ (
  await organiserKeys.importOrganiserPrivateKey(organiser.privateKey, organiser.publicKey)
);
const storedHidden = await Promise.all(
  storedOpen.map(async ({ id }, index) => {
    const place = { pollId: votePollId, ballotId: id, optionCount: 20 };
    const ballot = asBallot(/** @type {number[]} */ (rankings[index]));
    return { id, ciphertext: await voteCiphers.encryptHiddenBallot(organiserPublic, place, ballot) };
  }),
);
const revealedKeys = await voteReveal.deriveRevealedKeys(organiserPrivate, organiserPublic, votePollId, storedHidden);
const openKeys = { pollKey: votePollKey, pollId: votePollId, revealedKeys: null };

benchmarks.push(
  [
    "Vote count: 10,000 ranked ballots, 20 options (table, Condorcet winner, instant runoff, Borda, explanation)",
    () => voteCount.countVotes(votePoll("ranked"), votePollId, rankedBallots),
  ],
  [
    "Vote count: 10,000 ranked ballots, 20 options, a cycle (Ranked Pairs, draw seeded over every ballot)",
    () => voteCount.countVotes(votePoll("ranked"), votePollId, cycleBallots),
  ],
  [
    "Vote count: 1,000 ranked ballots, 100 options, each ranking all of them",
    () => voteCount.countVotes({ ...votePoll("ranked"), options: hundredOptions }, votePollId, hundredOptionBallots),
  ],
  [
    "Vote count: 10,000 approval ballots, 20 options",
    () => voteCount.countVotes(votePoll("approval"), votePollId, approvalBallots),
  ],
  [
    "Vote count: 10,000 score ballots, 20 options (STAR)",
    () => voteCount.countVotes(votePoll("score"), votePollId, scoreBallots),
  ],
  [
    "Vote decryption: 10,000 ranked ballots sealed under the poll key (Web Crypto AES-GCM)",
    () => openBallots(openKeys, storedOpen),
  ],
  [
    "Vote decryption: 10,000 hidden ballots with the revealed keys (each key imported, AES-GCM)",
    () => openBallots({ ...openKeys, revealedKeys }, storedHidden),
  ],
  [
    "Vote reveal: the organiser derives 1,000 hidden ballots' keys (ECDH P-256, HKDF)",
    () => voteReveal.deriveRevealedKeys(organiserPrivate, organiserPublic, votePollId, storedHidden.slice(0, 1_000)),
  ],
);

const cpus = os.cpus();
console.log(`Machine: ${cpus[0]?.model ?? "unknown CPU"}, ${cpus.length} cores, ${os.platform()} ${os.arch()}`);
console.log(`Node ${process.version}; load average ${os.loadavg()[0]?.toFixed(2)} when the benchmark started`);
console.log(`Each figure: median of ${timedRuns} runs after ${warmups} warm-ups (ms)\n`);

const only = process.argv[2]?.toLowerCase() ?? "";
/** @type {string[][]} */
const rows = [];
for (const [label, work] of benchmarks) {
  if (!label.toLowerCase().includes(only)) continue;
  const { median, min, max, cpu } = await measure(work);
  rows.push([label, median.toFixed(2), `${min.toFixed(2)}–${max.toFixed(2)}`, cpu.toFixed(2)]);
}
console.log(formatTable(["measurement", "median ms", "range ms", "CPU ms"], rows, { alignRight: [1, 2, 3] }));

await appModules.close();
rmSync(receiptFolder, { recursive: true, force: true });
void lastResult;
