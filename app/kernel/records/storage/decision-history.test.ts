import { describe, expect, it, vi } from "vitest";
import { storedDecision as record } from "~/test/decision-records";
import type { DecisionRecord } from "~/kernel/records/domain/decision-record";
import { mergeImportedRecords } from "~/kernel/records/domain/history-import";
import {
  createHistoryStore,
  decisionHistoryKey,
  emptyHistorySnapshot,
  historyBackupKeyPrefix,
  historyStore,
} from "~/kernel/records/storage/decision-history";
import { FakeStorage } from "~/test/fake-storage";

const writeTime = new Date("2025-06-01T10:00:00.000Z");
const backupKey = `${historyBackupKeyPrefix}2025-06-01T10:00:00.000Z`;

function setup(stored?: unknown) {
  const raw = typeof stored === "string" ? stored : JSON.stringify(stored);
  const storage = new FakeStorage(stored === undefined ? {} : { [decisionHistoryKey]: raw });
  return {
    storage,
    store: createHistoryStore(
      () => storage,
      () => writeTime,
    ),
  };
}

const storedList = (storage: FakeStorage): unknown[] => JSON.parse(storage.dump()[decisionHistoryKey] ?? "null");
const ids = (records: readonly DecisionRecord[]) => records.map((r) => r.id);

describe("reading the history", () => {
  it("shows an empty history when nothing is stored", () => {
    expect(setup().store.getSnapshot()).toEqual(emptyHistorySnapshot);
  });

  it("shows stored decisions newest first, as stored", () => {
    const { store } = setup([record("3000"), record("2000")]);
    expect(ids(store.getSnapshot().records)).toEqual(["3000", "2000"]);
  });

  it("returns the identical snapshot while nothing changed, and a new one after a change", () => {
    const { store } = setup([record("1000")]);
    const first = store.getSnapshot();
    expect(store.getSnapshot()).toBe(first);
    store.addDecision(record("2000"));
    expect(store.getSnapshot()).not.toBe(first);
    expect(store.getSnapshot()).toBe(store.getSnapshot());
  });

  // How long the first read takes is measured by `npm run bench`.
  it("reads 10,000 stored decisions once, then serves every render the same snapshot", () => {
    const { store } = setup(Array.from({ length: 10_000 }, (_, i) => record(String(1_700_000_000_000 - i))));
    const first = store.getSnapshot();
    expect(first.records).toHaveLength(10_000);
    for (let i = 0; i < 100; i++) expect(store.getSnapshot()).toBe(first);
  });
});

describe("an unreadable history", () => {
  it.each(["{not json", '{"decisions":[]}', "null", '"a string"', "12"])(
    "(%s) shows as empty, flagged as unread, and is backed up verbatim before the first write",
    (raw) => {
      const { storage, store } = setup(raw);
      expect(store.getSnapshot()).toMatchObject({ records: [], storage: "available", unreadableHistory: "unread" });
      expect(storage.dump()).toEqual({ [decisionHistoryKey]: raw });

      expect(store.addDecision(record("5000"))).toMatchObject({ ok: true });

      expect(storage.dump()[backupKey]).toBe(raw);
      expect(storedList(storage)).toEqual([record("5000")]);
      expect(store.getSnapshot()).toMatchObject({ records: [record("5000")], unreadableHistory: "backed-up" });
    },
  );

  it("is flagged as backed up when only a backup remains", () => {
    const { storage, store } = setup([record("1000")]);
    storage.setItem(`${historyBackupKeyPrefix}2024-01-01T00:00:00.000Z`, "{");
    expect(store.getSnapshot()).toMatchObject({ records: [record("1000")], unreadableHistory: "backed-up" });
  });

  it("never overwrites an earlier backup made in the same millisecond", () => {
    const { storage, store } = setup("{first");
    storage.setItem(backupKey, "older backup");
    store.addDecision(record("5000"));
    expect(storage.dump()[backupKey]).toBe("older backup");
    expect(storage.dump()[`${backupKey}-1`]).toBe("{first");
  });
});

describe("entries without the expected shape", () => {
  const malformed = [{ id: "x", note: "from an older version" }, "stray text", null];

  it("are hidden but stay in place across adding and deleting", () => {
    const { storage, store } = setup([record("3000"), malformed[0], record("2000"), malformed[1], malformed[2]]);
    expect(ids(store.getSnapshot().records)).toEqual(["3000", "2000"]);

    store.addDecision(record("4000"));
    store.deleteDecision("2000");

    expect(storedList(storage)).toEqual([record("4000"), record("3000"), ...malformed]);
    expect(ids(store.getSnapshot().records)).toEqual(["4000", "3000"]);
  });

  it("keep fields of readable decisions that this version does not know", () => {
    const { storage, store } = setup([{ ...record("1000"), weights: [70, 30] }]);
    store.addDecision(record("2000"));
    expect(storedList(storage)[1]).toEqual({ ...record("1000"), weights: [70, 30] });
  });
});

describe("adding decisions", () => {
  it("prepends the decision and notifies subscribers", () => {
    const { store } = setup([record("1000")]);
    const listener = vi.fn();
    store.subscribe(listener);
    expect(store.addDecision(record("2000"))).toEqual({ ok: true, record: record("2000") });
    expect(ids(store.getSnapshot().records)).toEqual(["2000", "1000"]);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("bumps an id that is already taken by a millisecond until it is unique", () => {
    const { store } = setup([record("1000"), record("1001")]);
    expect(store.addDecision(record("1000"))).toMatchObject({ ok: true, record: { id: "1002" } });
    expect(ids(store.getSnapshot().records)).toEqual(["1002", "1000", "1001"]);
  });

  it("keeps both decisions when two tabs add at the same time", () => {
    const storage = new FakeStorage();
    const tabA = createHistoryStore(() => storage);
    const tabB = createHistoryStore(() => storage);
    tabA.getSnapshot();
    tabB.getSnapshot();
    tabA.addDecision(record("1000"));
    tabB.addDecision(record("1000"));
    expect(ids(tabA.getSnapshot().records)).toEqual(["1001", "1000"]);
    expect(tabB.getSnapshot()).toEqual(tabA.getSnapshot());
  });
});

describe("deleting and restoring", () => {
  // Two decisions in one millisecond: the later one got the bumped id and was prepended.
  const original = [record("5000"), record("4000", { id: "4001" }), record("4000"), record("3000")];

  it.each(["5000", "4000", "4001", "3000"])("gives back the original list after deleting %s and undoing", (id) => {
    const { storage, store } = setup(original);
    const before = storage.dump()[decisionHistoryKey];
    const deleted = store.deleteDecision(id);
    expect(ids(store.getSnapshot().records)).not.toContain(id);
    expect(deleted.ok && deleted.record).toEqual(original.find((r) => r.id === id));

    expect(store.restoreDecision(original.find((r) => r.id === id)!)).toMatchObject({ ok: true });
    expect(storage.dump()[decisionHistoryKey]).toBe(before);
  });

  it("does not duplicate a decision that is already there", () => {
    const { storage, store } = setup(original);
    const before = storage.setItemCalls;
    expect(store.restoreDecision(record("4000"))).toEqual({ ok: true });
    expect(ids(store.getSnapshot().records)).toEqual(["5000", "4001", "4000", "3000"]);
    expect(storage.setItemCalls).toBe(before);
  });

  it("treats deleting an unknown id as done, without writing", () => {
    const { storage, store } = setup(original);
    expect(store.deleteDecision("nope")).toEqual({ ok: true });
    expect(storage.setItemCalls).toBe(0);
  });
});

describe("other tabs", () => {
  it("notify subscribers through the storage event until they unsubscribe", () => {
    const { storage, store } = setup([record("1000")]);
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);

    storage.setItem(decisionHistoryKey, JSON.stringify([record("2000"), record("1000")]));
    window.dispatchEvent(new StorageEvent("storage", { key: decisionHistoryKey }));
    window.dispatchEvent(new StorageEvent("storage", { key: "cookie-consent" }));

    expect(listener).toHaveBeenCalledTimes(1);
    expect(ids(store.getSnapshot().records)).toEqual(["2000", "1000"]);
    unsubscribe();
    window.dispatchEvent(new StorageEvent("storage", { key: decisionHistoryKey }));
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe("two tabs writing at the same moment", () => {
  /** Another tab's write that replaced `before` with `after` in storage, as the browser reports it. */
  function foreignWrite(storage: FakeStorage, after: DecisionRecord[]) {
    const oldValue = storage.getItem(decisionHistoryKey);
    const newValue = JSON.stringify(after);
    storage.setItem(decisionHistoryKey, newValue);
    window.dispatchEvent(new StorageEvent("storage", { key: decisionHistoryKey, oldValue, newValue }));
  }

  it("add back this tab's decision when the other tab's write was based on a list without it", () => {
    const { storage, store } = setup([record("1000")]);
    store.addDecision(record("2000"));
    // The other tab had not yet seen 2000 when it added 3000.
    foreignWrite(storage, [record("3000"), record("1000")]);
    expect(storedList(storage)).toEqual([record("3000"), record("2000"), record("1000")]);
  });

  it("keep both decisions when the other tab chose the same id in the same millisecond", () => {
    const { storage, store } = setup([]);
    store.addDecision(record("2000", { result: "Coffee" }));
    foreignWrite(storage, [record("2000")]);
    expect(storedList(storage)).toEqual([{ ...record("2000", { result: "Coffee" }), id: "2001" }, record("2000")]);
  });

  it("respect the other tab deleting this tab's decision on purpose", () => {
    const { storage, store } = setup([record("1000")]);
    store.addDecision(record("2000"));
    foreignWrite(storage, [record("1000")]);
    expect(storedList(storage)).toEqual([record("1000")]);
  });

  it("add back imported decisions that the other tab's write was based on a list without", () => {
    const { storage, store } = setup([record("1000")]);
    store.importDecisions([record("2000"), record("500")], mergeImportedRecords);
    foreignWrite(storage, [record("3000"), record("1000")]);
    expect(storedList(storage)).toEqual([record("3000"), record("2000"), record("1000"), record("500")]);
  });

  it("respect this tab deleting its own decision before any other tab's write showed it", () => {
    const { storage, store } = setup([record("1000")]);
    store.addDecision(record("2000"));
    store.deleteDecision("2000");
    foreignWrite(storage, [record("3000"), record("1000")]);
    expect(storedList(storage)).toEqual([record("3000"), record("1000")]);
  });

  it("respect the other tab clearing storage, even when its next write lacks this tab's decision", () => {
    const { storage, store } = setup([record("1000")]);
    const listener = vi.fn();
    store.subscribe(listener);
    store.addDecision(record("2000"));
    storage.clear();
    window.dispatchEvent(new StorageEvent("storage", { key: null }));
    expect(store.getSnapshot().records).toEqual([]);
    foreignWrite(storage, [record("3000")]);
    expect(storedList(storage)).toEqual([record("3000")]);
    expect(listener).toHaveBeenCalledTimes(3); // the add, the clearing, the write
  });

  it("leave the other tab's list standing when merging back fails on a full storage", () => {
    const { storage, store } = setup([record("1000")]);
    store.addDecision(record("2000"));
    const newValue = JSON.stringify([record("3000"), record("1000")]);
    storage.setItem(decisionHistoryKey, newValue);
    storage.failure = "quota";
    const oldValue = JSON.stringify([record("1000")]);
    window.dispatchEvent(new StorageEvent("storage", { key: decisionHistoryKey, oldValue, newValue }));
    expect(storedList(storage)).toEqual([record("3000"), record("1000")]);
    expect(ids(store.getSnapshot().records)).toEqual(["3000", "1000"]);
  });

  it("never merge back onto a list the other tab left unreadable", () => {
    const { storage, store } = setup([record("1000")]);
    store.addDecision(record("2000"));
    const oldValue = storage.getItem(decisionHistoryKey);
    storage.setItem(decisionHistoryKey, "{corrupt");
    window.dispatchEvent(new StorageEvent("storage", { key: decisionHistoryKey, oldValue, newValue: "{corrupt" }));
    expect(storage.dump()).toEqual({ [decisionHistoryKey]: "{corrupt" });
  });

  it("stop watching a decision once the other tab's write shows it", () => {
    const { storage, store } = setup([]);
    store.addDecision(record("2000"));
    foreignWrite(storage, [record("3000"), record("2000")]);
    foreignWrite(storage, [record("3000")]);
    foreignWrite(storage, [record("4000")]);
    expect(storedList(storage)).toEqual([record("4000")]);
  });
});

describe("when storage is full", () => {
  const failWith = (storage: FakeStorage, makeError: () => Error) => {
    storage.setItem = () => {
      throw makeError();
    };
  };
  const quotaExceeded = () => new DOMException("full", "QuotaExceededError");

  it("reports quota on add, delete and restore, and leaves every stored byte as it was", () => {
    const { storage, store } = setup([record("1000"), "kept"]);
    const before = storage.dump();
    failWith(storage, quotaExceeded);
    expect(store.addDecision(record("2000"))).toEqual({ ok: false, reason: "quota" });
    expect(store.deleteDecision("1000")).toEqual({ ok: false, reason: "quota" });
    expect(store.restoreDecision(record("500"))).toEqual({ ok: false, reason: "quota" });
    expect(storage.dump()).toEqual(before);
  });

  it("recognises Firefox's quota error by its code", () => {
    const { storage, store } = setup([]);
    failWith(storage, () => Object.assign(new Error("full"), { name: "NS_ERROR_DOM_QUOTA_REACHED", code: 1014 }));
    expect(store.addDecision(record("2000"))).toEqual({ ok: false, reason: "quota" });
  });

  it("leaves no half-made backup when an unreadable history cannot be replaced", () => {
    const { storage, store } = setup("{corrupt");
    const realSetItem = storage.setItem.bind(storage);
    storage.setItem = (key: string, value: string) => {
      if (key === decisionHistoryKey) throw quotaExceeded();
      realSetItem(key, value);
    };
    expect(store.addDecision(record("2000"))).toEqual({ ok: false, reason: "quota" });
    expect(storage.dump()).toEqual({ [decisionHistoryKey]: "{corrupt" });
  });
});

describe("when storage is unavailable", () => {
  it.each([
    ["missing", () => null],
    ["denied", () => Object.assign(new FakeStorage(), { failure: "security" as const })],
  ])("(%s) reads as an empty, unavailable history and refuses writes without throwing", (_, getStorage) => {
    const store = createHistoryStore(getStorage);
    expect(store.getSnapshot()).toEqual({ records: [], storage: "unavailable", unreadableHistory: null });
    expect(store.getSnapshot()).toBe(store.getSnapshot());
    expect(store.addDecision(record("1000"))).toEqual({ ok: false, reason: "unavailable" });
    expect(store.deleteDecision("1000")).toEqual({ ok: false, reason: "unavailable" });
    expect(store.restoreDecision(record("1000"))).toEqual({ ok: false, reason: "unavailable" });
  });
});

describe("the app's history store", () => {
  it("keeps decisions in the browser's localStorage", () => {
    historyStore.addDecision(record("1000"));
    expect(JSON.parse(localStorage.getItem(decisionHistoryKey) ?? "[]")).toEqual([record("1000")]);
  });
});

describe("exporting and importing", () => {
  it("exports the readable entries exactly as stored, unknown fields included, leaving unreadable ones out", () => {
    const withExtra = { ...record("3000"), weights: [70, 30] };
    const { store } = setup([withExtra, { id: "odd" }, record("1000")]);
    expect(store.readableEntries()).toEqual([withExtra, record("1000")]);
  });

  it("exports nothing from an empty, unreadable or unavailable history", () => {
    expect(setup().store.readableEntries()).toEqual([]);
    expect(setup("{corrupt").store.readableEntries()).toEqual([]);
    expect(createHistoryStore(() => null).readableEntries()).toEqual([]);
    const denied = Object.assign(new FakeStorage(), { failure: "security" as const });
    expect(createHistoryStore(() => denied).readableEntries()).toEqual([]);
  });

  it("imports an export back into an emptied history exactly, and notifies subscribers", () => {
    const { storage, store } = setup([record("3000"), { ...record("2000"), weights: [1] }, record("1000")]);
    const exported = store.readableEntries();
    const before = storage.dump()[decisionHistoryKey];
    storage.clear();
    const listener = vi.fn();
    store.subscribe(listener);

    expect(store.importDecisions(exported, mergeImportedRecords)).toEqual({
      ok: true,
      summary: { added: 3, alreadyPresent: 0, rejected: [] },
    });
    expect(storage.dump()).toEqual({ [decisionHistoryKey]: before });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(ids(store.getSnapshot().records)).toEqual(["3000", "2000", "1000"]);
  });

  it("adds nothing, and does not write, when every decision is already there", () => {
    const { storage, store } = setup([record("2000"), record("1000")]);
    const writes = storage.setItemCalls;
    expect(store.importDecisions([record("1000"), { result: "?" }], mergeImportedRecords)).toEqual({
      ok: true,
      summary: { added: 0, alreadyPresent: 1, rejected: [{ entry: 2, reason: { problem: "missing", field: "id" } }] },
    });
    expect(storage.setItemCalls).toBe(writes);
  });

  it("merges into what another tab stored after this one last read", () => {
    const storage = new FakeStorage({ [decisionHistoryKey]: JSON.stringify([record("1000")]) });
    const tabA = createHistoryStore(() => storage);
    const tabB = createHistoryStore(() => storage);
    tabA.getSnapshot();
    tabB.addDecision(record("5000"));
    tabA.importDecisions([record("3000")], mergeImportedRecords);
    expect(ids(tabA.getSnapshot().records)).toEqual(["5000", "3000", "1000"]);
  });

  it("keeps unreadable stored entries where they are", () => {
    const { storage, store } = setup([record("4000"), { id: "odd" }, record("2000")]);
    store.importDecisions([record("3000"), record("1000"), record("5000")], mergeImportedRecords);
    expect(storedList(storage)).toEqual([
      record("5000"),
      record("4000"),
      { id: "odd" },
      record("3000"),
      record("2000"),
      record("1000"),
    ]);
  });

  it("backs up an unreadable stored history before importing into it", () => {
    const { storage, store } = setup("{corrupt");
    expect(store.importDecisions([record("1000")], mergeImportedRecords)).toMatchObject({ ok: true });
    expect(storage.dump()).toEqual({
      [backupKey]: "{corrupt",
      [decisionHistoryKey]: JSON.stringify([record("1000")]),
    });
  });

  it("changes nothing when storage is full", () => {
    const { storage, store } = setup([record("2000")]);
    const before = storage.dump();
    storage.failure = "quota";
    expect(store.importDecisions([record("1000")], mergeImportedRecords)).toEqual({ ok: false, reason: "quota" });
    expect(storage.dump()).toEqual(before);
  });

  it("refuses without throwing when storage is unavailable", () => {
    expect(createHistoryStore(() => null).importDecisions([record("1000")], mergeImportedRecords)).toEqual({
      ok: false,
      reason: "unavailable",
    });
    const denied = Object.assign(new FakeStorage(), { failure: "security" as const });
    expect(createHistoryStore(() => denied).importDecisions([record("1000")], mergeImportedRecords)).toEqual({
      ok: false,
      reason: "unavailable",
    });
  });
});
