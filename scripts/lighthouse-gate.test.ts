import { describe, expect, it } from "vitest";
import {
  bestOf,
  blankPageGoals,
  compareWithBlank,
  judgeTiming,
  medianOf,
  planRuns,
  referenceRunsAround,
  timingLimits,
} from "./lighthouse-gate.mjs";

describe("bestOf", () => {
  it("takes the lowest TBT and LCP and the highest Performance score, each from whichever run had it", () => {
    const runs = [
      { performance: 0.81, tbt: 420, lcp: 2100 },
      { performance: 0.97, tbt: 90, lcp: 2300 },
      { performance: 0.9, tbt: 1300, lcp: 1900 },
    ];
    expect(bestOf(runs)).toEqual({ runs: 3, performance: 0.97, tbt: 90, lcp: 1900 });
  });

  it("has no figures without runs", () => {
    expect(bestOf([])).toEqual({ runs: 0, performance: NaN, tbt: NaN, lcp: NaN });
  });
});

describe("medianOf", () => {
  it("takes the middle TBT and the middle LCP of an odd number of runs, each on its own", () => {
    const runs = [
      { tbt: 420, lcp: 2100 },
      { tbt: 90, lcp: 2300 },
      { tbt: 1300, lcp: 1900 },
    ];
    expect(medianOf(runs)).toEqual({ runs: 3, tbt: 420, lcp: 2100 });
  });

  it("averages the two middle runs of an even number", () => {
    const runs = [
      { tbt: 10, lcp: 1000 },
      { tbt: 40, lcp: 700 },
      { tbt: 0, lcp: 900 },
      { tbt: 100, lcp: 800 },
    ];
    expect(medianOf(runs)).toEqual({ runs: 4, tbt: 25, lcp: 850 });
  });

  it("has no figures without runs", () => {
    expect(medianOf([])).toEqual({ runs: 0, tbt: NaN, lcp: NaN });
  });
});

describe("compareWithBlank", () => {
  const blank = { tbt: 6, lcp: 640 };

  it("meets the goal up to the allowed excess over the blank page, and not one millisecond beyond", () => {
    const atGoal = { tbt: blank.tbt + blankPageGoals.tbt, lcp: blank.lcp + blankPageGoals.lcp };
    expect(compareWithBlank(atGoal, blank)).toEqual({
      tbt: { excess: blankPageGoals.tbt, withinGoal: true },
      lcp: { excess: blankPageGoals.lcp, withinGoal: true },
    });
    expect(compareWithBlank({ tbt: atGoal.tbt + 1, lcp: atGoal.lcp + 1 }, blank)).toEqual({
      tbt: { excess: blankPageGoals.tbt + 1, withinGoal: false },
      lcp: { excess: blankPageGoals.lcp + 1, withinGoal: false },
    });
  });

  it("judges each metric on its own, and a page quicker than the blank one has a negative excess", () => {
    expect(compareWithBlank({ tbt: 0, lcp: 2200 }, blank)).toEqual({
      tbt: { excess: -6, withinGoal: true },
      lcp: { excess: 1560, withinGoal: false },
    });
  });
});

describe("judgeTiming", () => {
  const { tbt, lcp } = timingLimits;

  it("lets a page exceed a quiet reference by the fixed allowance, and not one millisecond more", () => {
    const reference = { tbt: 0, lcp: 0 };
    expect(judgeTiming({ tbt: tbt.excessMs, lcp: lcp.excessMs }, reference)).toMatchObject({
      tbt: { excess: tbt.excessMs, passed: true },
      lcp: { excess: lcp.excessMs, passed: true },
    });
    expect(judgeTiming({ tbt: tbt.excessMs + 1, lcp: lcp.excessMs + 1 }, reference)).toMatchObject({
      tbt: { passed: false },
      lcp: { passed: false },
    });
  });

  it("allows more when a slow machine slows the reference itself down", () => {
    const slowReference = {
      tbt: (2 * tbt.excessMs) / tbt.referenceShare,
      lcp: (2 * lcp.excessMs) / lcp.referenceShare,
    };
    const page = { tbt: slowReference.tbt + 2 * tbt.excessMs, lcp: slowReference.lcp + 2 * lcp.excessMs };
    expect(judgeTiming(page, slowReference)).toMatchObject({
      tbt: { allowed: 2 * tbt.excessMs, passed: true },
      lcp: { allowed: 2 * lcp.excessMs, passed: true },
    });
    expect(judgeTiming({ tbt: page.tbt + 1, lcp: page.lcp + 1 }, slowReference)).toMatchObject({
      tbt: { passed: false },
      lcp: { passed: false },
    });
  });

  it("judges each metric on its own", () => {
    const verdict = judgeTiming({ tbt: tbt.excessMs + 100, lcp: 500 }, { tbt: 0, lcp: 600 });
    expect(verdict.tbt.passed).toBe(false);
    expect(verdict.lcp).toEqual({ excess: -100, allowed: lcp.excessMs, passed: true });
  });
});

describe("planRuns", () => {
  const routes = ["/", "/a", "/b", "/c", "/d"];

  it("runs every route once a round, between runs of the reference, and the blank page once a round", () => {
    const plan = planRuns(routes, 2, 2);
    expect(plan.map((run) => (run.page === "route" ? run.route : run.page))).toEqual([
      ...["reference", "blank", "/", "/a", "reference", "/b", "/c", "reference", "/d", "reference"],
      ...["blank", "/", "/a", "reference", "/b", "/c", "reference", "/d", "reference"],
    ]);
  });
});

describe("referenceRunsAround", () => {
  it("finds the reference runs on either side of each of a route's runs, once each", () => {
    const plan = planRuns(["/", "/a", "/b"], 2, 2);
    // reference(0) blank(1) /(2) /a(3) reference(4) /b(5) reference(6) blank(7) /(8) /a(9) reference(10) /b(11) reference(12)
    expect(referenceRunsAround(plan, "/")).toEqual([0, 4, 6, 10]);
    expect(referenceRunsAround(plan, "/b")).toEqual([4, 6, 10, 12]);
  });

  it("finds nothing for a route the plan does not run", () => {
    expect(referenceRunsAround(planRuns(["/"], 1, 1), "/missing")).toEqual([]);
  });
});
