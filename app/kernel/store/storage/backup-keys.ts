/**
 * Where a store keeps a damaged value aside, so it is kept, not lost: `<prefix><ISO time>` keys. A module of its
 * own so that stores with nothing to keep aside (cookie consent, on every page) carry none of it.
 */
export interface BackupKeys {
  /** Copies `raw` to a key named after `time`, never one holding an earlier backup; returns that key. */
  keepAside(storage: Storage, raw: string, time: Date): string;
  /** Takes a copy back out, once the write it was made for failed and the value is still in its place. */
  takeBack(storage: Storage, key: string): void;
  /** Whether anything was ever kept aside. */
  exist(storage: Storage): boolean;
}

export function backupKeys(prefix: string): BackupKeys {
  return {
    keepAside(storage, raw, time) {
      const base = prefix + time.toISOString();
      let key = base;
      for (let n = 1; storage.getItem(key) !== null; n++) key = `${base}-${n}`;
      storage.setItem(key, raw);
      return key;
    },
    takeBack(storage, key) {
      try {
        storage.removeItem(key);
      } catch {
        // Storage just failed; a leftover copy of the damaged value is harmless.
      }
    },
    exist(storage) {
      for (let i = 0; i < storage.length; i++) if (storage.key(i)?.startsWith(prefix)) return true;
      return false;
    },
  };
}
