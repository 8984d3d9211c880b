// In-memory limits per network address: token buckets for requests, and a count of open live-update streams.
// Addresses live only in this process's memory, for as long as their bucket is not full again (at most a few
// minutes), and are never written to the database or to a log (decision D21).
import { isIPv6 } from "node:net";

/**
 * The part of an address that names one network: IPv4 whole, IPv6 by its /64 prefix, since one device or home can
 * use any of the 2^64 addresses of its prefix.
 *
 * @param {string | undefined} address
 */
export function addressKey(address) {
  if (!address) return "unknown";
  const v4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (v4) return /** @type {string} */ (v4[1]);
  if (!isIPv6(address)) return address;
  const [head = "", tail = ""] = address.split("::");
  const headGroups = head ? head.split(":") : [];
  const tailGroups = tail ? tail.split(":") : [];
  const missing = 8 - headGroups.length - tailGroups.length;
  const groups = address.includes("::") ? [...headGroups, ...Array(missing).fill("0"), ...tailGroups] : headGroups;
  return `${groups
    .slice(0, 4)
    .map((group) => group.toLowerCase().replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}

/**
 * @param {{ burst: number, perSecond: number, maxKeys?: number, now?: () => number }} options
 *   `maxKeys`: the most addresses remembered at once; past it the longest unseen is forgotten (its bucket refills).
 */
export function createRateLimiter({ burst, perSecond, maxKeys = 100_000, now = Date.now }) {
  /** @type {Map<string, { tokens: number, at: number }>} */
  const buckets = new Map();
  const refillMs = (burst / perSecond) * 1000;

  /** Forgets every address whose bucket has refilled: it would start full anyway. */
  function sweep() {
    const time = now();
    for (const [key, bucket] of buckets) if (time - bucket.at >= refillMs) buckets.delete(key);
  }
  const sweeper = setInterval(sweep, Math.min(refillMs, 60_000));
  sweeper.unref();

  return {
    /**
     * Takes one request from the address's bucket.
     *
     * @param {string} key
     * @returns {{ allowed: true } | { allowed: false, retryAfterSeconds: number }}
     */
    take(key) {
      const time = now();
      const bucket = buckets.get(key);
      const tokens = bucket ? Math.min(burst, bucket.tokens + ((time - bucket.at) / 1000) * perSecond) : burst;
      // Map order is insertion order: deleting and setting again keeps the most recently seen last.
      buckets.delete(key);
      if (tokens < 1) {
        buckets.set(key, { tokens, at: time });
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((1 - tokens) / perSecond)) };
      }
      buckets.set(key, { tokens: tokens - 1, at: time });
      if (buckets.size > maxKeys) buckets.delete(/** @type {string} */ (buckets.keys().next().value));
      return { allowed: true };
    },
    /** How many addresses are remembered now. */
    get size() {
      return buckets.size;
    },
    sweep,
    close() {
      clearInterval(sweeper);
    },
  };
}

/**
 * At most `max` things open at once per address.
 *
 * @param {number} max
 */
export function createConcurrencyLimiter(max) {
  /** @type {Map<string, number>} */
  const open = new Map();
  return {
    /**
     * @param {string} key
     * @returns {(() => void) | null} a release to call once, or null when the address already has `max` open
     */
    acquire(key) {
      const count = open.get(key) ?? 0;
      if (count >= max) return null;
      open.set(key, count + 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const left = (open.get(key) ?? 1) - 1;
        if (left <= 0) open.delete(key);
        else open.set(key, left);
      };
    },
    get size() {
      return open.size;
    },
  };
}
