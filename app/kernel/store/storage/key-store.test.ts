import { describe, expect, it, vi } from "vitest";
import { restoreFields } from "~/kernel/store/domain/restore-fields";
import { backupKeys } from "~/kernel/store/storage/backup-keys";
import { createKeyStore, type KeyStoreDeclaration } from "~/kernel/store/storage/key-store";
import { FakeStorage } from "~/test/fake-storage";

interface Counter {
  count: number;
  label: string;
}

const key = "counter";
const backupKeyPrefix = "counter-backup-";
const writeTime = new Date("2026-11-25T07:00:00.000Z");
const backupKey = `${backupKeyPrefix}2026-11-25T07:00:00.000Z`;

const isCounter = (json: unknown): json is Counter =>
  typeof json === "object" &&
  json !== null &&
  Number.isInteger((json as Counter).count) &&
  typeof (json as Counter).label === "string";

const counter: KeyStoreDeclaration<Counter, null> = {
  key,
  empty: null,
  read: (json) => (isCounter(json) ? { count: json.count, label: json.label } : undefined),
  backupKeys: backupKeys(backupKeyPrefix),
};

function setup(stored: Record<string, string> = {}, declaration: KeyStoreDeclaration<Counter, null> = counter) {
  const storage = new FakeStorage(stored);
  const store = createKeyStore(declaration, { getStorage: () => storage, now: () => writeTime });
  return { storage, store, current: () => store.restore(store.readRaw()) };
}

const one = { count: 1, label: "one" };
const two = { count: 2, label: "two" };

describe("a key store", () => {
  it("reads nothing stored as its empty value, and a write back exactly as written", () => {
    const { storage, store, current } = setup();
    expect(current()).toEqual({ value: null, damaged: false });
    expect(store.write(one)).toEqual({ ok: true });
    expect(storage.dump()).toEqual({ [key]: JSON.stringify(one) });
    expect(current()).toEqual({ value: one, damaged: false });
    expect(store.write(null)).toEqual({ ok: true });
    expect(storage.dump()).toEqual({});
  });

  it("re-reads the stored value right before an update, so a change made meanwhile is kept", () => {
    const { storage, store, current } = setup({ [key]: JSON.stringify(one) });
    storage.setItem(key, JSON.stringify(two)); // another tab's write, landed since this tab last read
    store.update(({ value }) => value && { ...value, count: value.count + 1 });
    expect(current().value).toEqual({ count: 3, label: "two" });
  });

  it("writes nothing when the change has nothing to write", () => {
    const { storage, store } = setup({ [key]: JSON.stringify(one) });
    const listener = vi.fn();
    store.subscribe(listener);
    expect(store.update(() => undefined)).toEqual({ ok: true });
    expect(storage.setItemCalls).toBe(0);
    expect(listener).not.toHaveBeenCalled();
  });
});

describe("where storage is blocked", () => {
  it("says so, and keeps a write for this page view only", () => {
    const { storage, store, current } = setup();
    storage.failure = "security";
    expect(store.canKeep()).toBe(false);
    expect(store.readStored()).toBeUndefined();
    expect(store.write(one)).toEqual({ ok: false, reason: "unavailable" });
    expect(current().value).toEqual(one);
    storage.failure = "none";
    expect(storage.dump()).toEqual({});
  });

  it("works the same with no storage at all", () => {
    const store = createKeyStore(counter, { getStorage: () => null });
    expect(store.canKeep()).toBe(false);
    expect(store.write(one)).toEqual({ ok: false, reason: "unavailable" });
    expect(store.restore(store.readRaw()).value).toEqual(one);
  });

  it("keeps nothing, and tells no one, for a store that keeps no refused writes", () => {
    const { storage, store, current } = setup({}, { ...counter, keepRefusedWrites: false });
    const listener = vi.fn();
    store.subscribe(listener);
    storage.failure = "security";
    const change = vi.fn(() => one);
    expect(store.update(change)).toEqual({ ok: false, reason: "unavailable" });
    expect(change).not.toHaveBeenCalled();
    storage.failure = "none";
    expect(current().value).toBeNull();
    expect(listener).not.toHaveBeenCalled();
  });
});

describe("where storage is full", () => {
  it("reports the quota, leaves what is stored alone, and holds the write until storage takes one again", () => {
    const { storage, store, current } = setup({ [key]: JSON.stringify(one) });
    storage.failure = "quota";
    expect(store.write(two)).toEqual({ ok: false, reason: "quota" });
    expect(storage.dump()).toEqual({ [key]: JSON.stringify(one) });
    expect(current().value).toEqual(two);
    storage.failure = "none";
    expect(store.update(({ value }) => value && { ...value, label: "kept" })).toEqual({ ok: true });
    expect(storage.dump()).toEqual({ [key]: JSON.stringify({ count: 2, label: "kept" }) });
    expect(store.readRaw()).toBe(storage.getItem(key));
  });

  it("holds nothing for a store that keeps no refused writes", () => {
    const { storage, store, current } = setup({ [key]: JSON.stringify(one) }, { ...counter, keepRefusedWrites: false });
    storage.failure = "quota";
    expect(store.write(two)).toEqual({ ok: false, reason: "quota" });
    expect(current().value).toEqual(one);
  });
});

describe("another tab's change", () => {
  it("reaches the subscribers, as does each write here and another tab's clearing of storage, not other keys", () => {
    const { store } = setup();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.write(one);
    expect(listener).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new StorageEvent("storage", { key, newValue: JSON.stringify(two) }));
    window.dispatchEvent(new StorageEvent("storage", { key: null }));
    window.dispatchEvent(new StorageEvent("storage", { key: "another-key", newValue: "[]" }));
    expect(listener).toHaveBeenCalledTimes(3);
    unsubscribe();
    store.write(two);
    window.dispatchEvent(new StorageEvent("storage", { key, newValue: JSON.stringify(one) }));
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it("is reported as the browser has it, and a change can be made onto that value instead of this tab's copy", () => {
    const { storage, store } = setup({ [key]: JSON.stringify(one) });
    const writes: (string | null)[] = [];
    const stop = store.watchOtherTabs(({ newValue }) => writes.push(newValue));
    window.dispatchEvent(new StorageEvent("storage", { key, oldValue: JSON.stringify(one), newValue: "{}" }));
    stop();
    window.dispatchEvent(new StorageEvent("storage", { key, newValue: "[]" }));
    expect(writes).toEqual(["{}"]);

    const onto = JSON.stringify(two);
    store.update(({ value }) => value && { ...value, count: 20 }, { onto });
    expect(storage.getItem(key)).toBe(JSON.stringify({ count: 20, label: "two" }));
  });
});

describe("a damaged stored value", () => {
  it.each(["{oops", "", "null", JSON.stringify({ count: "1", label: "one" })])(
    "(%j) reads as empty however often, and is copied aside once, by the first write",
    (raw) => {
      const { storage, store, current } = setup({ [key]: raw });
      for (let read = 0; read < 3; read++) expect(current()).toEqual({ value: null, damaged: true });
      expect(backupKeys(backupKeyPrefix).exist(storage)).toBe(false);
      expect(storage.dump()).toEqual({ [key]: raw });

      expect(store.write(one)).toEqual({ ok: true });
      expect(store.write(two)).toEqual({ ok: true });
      expect(storage.dump()).toEqual({ [key]: JSON.stringify(two), [backupKey]: raw });
      expect(backupKeys(backupKeyPrefix).exist(storage)).toBe(true);
    },
  );

  it("is copied aside by a removal too", () => {
    const { storage, store } = setup({ [key]: "{oops" });
    expect(store.write(null)).toEqual({ ok: true });
    expect(storage.dump()).toEqual({ [backupKey]: "{oops" });
  });

  it("never goes over an earlier backup made at the same time", () => {
    const { storage, store } = setup({ [key]: "{oops", [backupKey]: "older" });
    store.write(one);
    expect(storage.dump()).toEqual({ [key]: JSON.stringify(one), [backupKey]: "older", [`${backupKey}-1`]: "{oops" });
  });

  it("stays untouched, with no stray copy, when the write that follows the copy is refused", () => {
    const { storage, store } = setup({ [key]: "{oops" });
    let writes = 0;
    const setItem = storage.setItem.bind(storage);
    vi.spyOn(storage, "setItem").mockImplementation((itemKey, value) => {
      if (++writes === 2) throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
      setItem(itemKey, value);
    });
    expect(store.write(one)).toEqual({ ok: false, reason: "quota" });
    expect(storage.dump()).toEqual({ [key]: "{oops" });
  });

  it("is only read, never copied, by a store that declares no backup key", () => {
    const { storage, store } = setup({ [key]: "{oops" }, { ...counter, backupKeys: undefined });
    store.write(one);
    expect(storage.dump()).toEqual({ [key]: JSON.stringify(one) });
  });
});

describe("a store restored field by field", () => {
  const defaults = { count: 0, label: "none" };
  const fields: KeyStoreDeclaration<Counter> = {
    key,
    empty: defaults,
    read: (json) =>
      restoreFields(json, defaults, {
        count: (value): value is number => Number.isInteger(value),
        label: (value): value is string => typeof value === "string",
      }),
  };

  it("keeps every readable field and gives a damaged one its default", () => {
    const storage = new FakeStorage({ [key]: JSON.stringify({ count: 4.5, label: "kept" }) });
    const store = createKeyStore(fields, { getStorage: () => storage });
    expect(store.restore(store.readRaw())).toEqual({ value: { count: 0, label: "kept" }, damaged: false });
    store.update(({ value }) => ({ ...value, count: 7 }));
    expect(storage.getItem(key)).toBe(JSON.stringify({ count: 7, label: "kept" }));
  });

  it("reads a value that is not JSON as the defaults", () => {
    const storage = new FakeStorage({ [key]: "{oops" });
    const store = createKeyStore(fields, { getStorage: () => storage });
    expect(store.restore(store.readRaw()).value).toEqual(defaults);
  });
});
