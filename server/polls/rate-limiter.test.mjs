import { describe, expect, it } from "vitest";
import { addressKey, createConcurrencyLimiter, createRateLimiter } from "./rate-limiter.mjs";

describe("the per-address rate limiter", () => {
  it("allows a burst, then one request per refill, and says when to come back", () => {
    let time = 0;
    const limiter = createRateLimiter({ burst: 3, perSecond: 0.5, now: () => time });
    try {
      expect([1, 2, 3].map(() => limiter.take("a").allowed)).toEqual([true, true, true]);
      expect(limiter.take("a")).toEqual({ allowed: false, retryAfterSeconds: 2 });
      // Another address has its own bucket.
      expect(limiter.take("b").allowed).toBe(true);
      time += 2000;
      expect(limiter.take("a").allowed).toBe(true);
      expect(limiter.take("a").allowed).toBe(false);
    } finally {
      limiter.close();
    }
  });

  it("forgets an address once its bucket is full again, and never holds more than maxKeys", () => {
    let time = 0;
    const limiter = createRateLimiter({ burst: 2, perSecond: 1, maxKeys: 3, now: () => time });
    try {
      for (const key of ["a", "b", "c", "d"]) limiter.take(key);
      expect(limiter.size).toBe(3);
      time += 2000;
      limiter.sweep();
      expect(limiter.size).toBe(0);
    } finally {
      limiter.close();
    }
  });

  it("counts IPv4 addresses whole and IPv6 addresses by their /64 network", () => {
    expect(addressKey("203.0.113.7")).toBe("203.0.113.7");
    expect(addressKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(addressKey("2001:db8:0:12:aaaa::1")).toBe("2001:db8:0:12::/64");
    expect(addressKey("2001:0db8:0000:0012:bbbb:cccc:dddd:eeee")).toBe("2001:db8:0:12::/64");
    expect(addressKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(addressKey(undefined)).toBe("unknown");
  });
});

describe("the per-address stream count", () => {
  it("allows up to max open at once, and one more once one is released (twice releasing counts once)", () => {
    const limiter = createConcurrencyLimiter(2);
    const first = limiter.acquire("a");
    const second = limiter.acquire("a");
    expect(first && second).toBeTruthy();
    expect(limiter.acquire("a")).toBeNull();
    expect(limiter.acquire("b")).not.toBeNull();
    first?.();
    first?.();
    expect(limiter.acquire("a")).not.toBeNull();
    expect(limiter.acquire("a")).toBeNull();
  });
});
