import { describe, expect, it, vi } from "vitest";
import { storedDecision as record } from "~/test/decision-records";
import type { DecisionRecord } from "~/kernel/records/domain/decision-record";
import type { OtherTabWrite } from "~/kernel/store/storage/local-storage";
import { createUnconfirmedAdds } from "~/kernel/records/storage/unconfirmed-adds";

/** Unconfirmed adds over a stand-in for other tabs, whose writes the test makes. */
function setup() {
  const listeners = new Set<(write: OtherTabWrite) => void>();
  const repair = vi.fn();
  const adds = createUnconfirmedAdds((onWrite) => {
    listeners.add(onWrite);
    return () => listeners.delete(onWrite);
  }, repair);
  const send = (write: OtherTabWrite) => [...listeners].forEach((listener) => listener(write));
  return {
    adds,
    repair,
    send,
    listening: () => listeners.size,
    /** Another tab replaced the stored `before` list with `after`. */
    otherTabWrites: (before: DecisionRecord[] | null, after: unknown[] | null) =>
      send({
        key: "decision-history",
        oldValue: before && JSON.stringify(before),
        newValue: after && JSON.stringify(after),
      }),
    otherTabClears: () => send({ key: null, oldValue: null, newValue: null }),
  };
}

describe("unconfirmed adds", () => {
  it("listen to other tabs only while a decision is unconfirmed", () => {
    const { adds, listening, otherTabWrites } = setup();
    expect(listening()).toBe(0);
    adds.watch(record("2000"));
    adds.watch(record("3000"));
    expect(listening()).toBe(1);
    otherTabWrites([], [record("3000"), record("2000")]);
    expect(listening()).toBe(0);
  });

  it("hand back the decisions a write dropped, with the list that write left", () => {
    const { adds, repair, otherTabWrites } = setup();
    adds.watch(record("2000"));
    adds.watch(record("2500"));
    otherTabWrites([record("1000")], [record("3000"), record("2500"), record("1000")]);
    expect(repair).toHaveBeenCalledExactlyOnceWith(JSON.stringify([record("3000"), record("2500"), record("1000")]), [
      record("2000"),
    ]);
  });

  it("know a decision by its content: another id is the same decision, the same id another result is not", () => {
    const { adds, repair, otherTabWrites } = setup();
    adds.watch(record("2000"));
    adds.watch(record("3000", { result: "Coffee" }));
    otherTabWrites([], [record("3000"), { ...record("2000"), id: "2001" }]);
    expect(repair).toHaveBeenCalledExactlyOnceWith(expect.any(String), [record("3000", { result: "Coffee" })]);
  });

  it("respect a write that deletes exactly that decision and adds nothing", () => {
    const { adds, repair, otherTabWrites, listening } = setup();
    adds.watch(record("2000"));
    otherTabWrites([record("2000"), record("1000")], [record("1000")]);
    expect(repair).not.toHaveBeenCalled();
    expect(listening()).toBe(0);
  });

  it("hand back a decision a write removed while adding another: that tab wrote over it", () => {
    const { adds, repair, otherTabWrites } = setup();
    adds.watch(record("2000"));
    otherTabWrites([record("2000")], [record("3000")]);
    expect(repair).toHaveBeenCalledExactlyOnceWith(JSON.stringify([record("3000")]), [record("2000")]);
  });

  it("hand back the decisions an unreadable value dropped, for the store to judge", () => {
    const { adds, repair, send } = setup();
    adds.watch(record("2000"));
    send({ key: "decision-history", oldValue: JSON.stringify([record("2000"), record("1000")]), newValue: "{corrupt" });
    expect(repair).toHaveBeenCalledExactlyOnceWith("{corrupt", [record("2000")]);
  });

  it("keep waiting when another tab removes the history without writing one", () => {
    const { adds, repair, otherTabWrites, listening } = setup();
    adds.watch(record("2000"));
    otherTabWrites([record("2000")], null);
    expect(listening()).toBe(1);
    otherTabWrites(null, [record("3000")]);
    expect(repair).toHaveBeenCalledExactlyOnceWith(JSON.stringify([record("3000")]), [record("2000")]);
  });

  it("let go of everything when another tab clears storage on purpose", () => {
    const { adds, repair, otherTabWrites, otherTabClears, listening } = setup();
    adds.watch(record("2000"));
    otherTabClears();
    expect(listening()).toBe(0);
    otherTabWrites(null, [record("3000")]);
    expect(repair).not.toHaveBeenCalled();
  });

  it("let go of a decision this tab deleted, and stop listening once none is left", () => {
    const { adds, repair, otherTabWrites, listening } = setup();
    adds.watch(record("2000"));
    adds.watch(record("2500"));
    adds.forget("2000");
    expect(listening()).toBe(1);
    otherTabWrites([], [record("3000")]);
    expect(repair).toHaveBeenCalledExactlyOnceWith(expect.any(String), [record("2500")]);

    adds.watch(record("4000"));
    adds.forget("4000");
    expect(listening()).toBe(0);
  });
});
