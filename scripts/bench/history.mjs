// The stored history at 10,000 decisions: reading it, the store's snapshots, /history's filter, and an import.
import { createHistory } from "./stored-history.mjs";

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

/**
 * @param {import("./benchmark").LoadAppModule} load
 * @returns {Promise<import("./benchmark").BenchmarkSet>}
 */
export async function setUp(load) {
  const { restoreHistory } = /** @type {typeof import("~/kernel/records/domain/decision-record-restore")} */ (
    await load("kernel/records/domain/decision-record-restore.ts")
  );
  const { createHistoryStore, decisionHistoryKey } =
    /** @type {typeof import("~/kernel/records/storage/decision-history")} */ (
      await load("kernel/records/storage/decision-history.ts")
    );
  const historyFilter = /** @type {typeof import("~/features/history/domain/history-filter")} */ (
    await load("features/history/domain/history-filter.ts")
  );
  const { mergeImportedRecords } = /** @type {typeof import("~/kernel/records/domain/history-import")} */ (
    await load("kernel/records/domain/history-import.ts")
  );

  const records = await createHistory(load, 10_000);
  const storedHistory = JSON.stringify(records);
  const historyStorage = createMemoryStorage({ [decisionHistoryKey]: storedHistory });
  // An exported file of 10,000 other decisions, each a second older than its stored neighbour.
  const importedRecords = records.map((record) => ({
    ...record,
    id: String(Number(record.id) - 1),
    timestamp: new Date(Date.parse(record.timestamp) - 1_000).toISOString(),
  }));

  return {
    benchmarks: [
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
    ],
  };
}
