import { describe, expect, it } from "vitest";
import {
  deviceBallotsKey,
  readRawDeviceBallots,
  restoreDeviceBallot,
  saveDeviceBallot,
} from "~/features/vote/storage/device-ballots";

const entry = {
  ballotId: "AAAAAAAAAAAAAAAAAAAAAA",
  token: "t".repeat(43),
  name: "Ann",
  ballot: { method: "approval" as const, approved: [2, 0] },
  sent: true,
  recorded: false,
};

describe("device ballots", () => {
  it("keeps each poll's ballot apart, and reads back what was cast", () => {
    localStorage.clear();
    expect(saveDeviceBallot("poll-one", entry)).toBe(true);
    expect(saveDeviceBallot("poll-two", { ...entry, ballotId: "BBBBBBBBBBBBBBBBBBBBBB", ballot: null })).toBe(true);
    const raw = readRawDeviceBallots();
    expect(restoreDeviceBallot(raw, "poll-one", "approval", 3)).toEqual({
      ...entry,
      ballot: { method: "approval", approved: [0, 2] },
    });
    expect(restoreDeviceBallot(raw, "poll-two", "approval", 3)?.ballotId).toBe("BBBBBBBBBBBBBBBBBBBBBB");
    expect(restoreDeviceBallot(raw, "poll-three", "approval", 3)).toBeNull();
  });

  it("reads nothing from a damaged entry or one that does not fit the poll, and never throws", () => {
    localStorage.setItem(deviceBallotsKey, "{not json");
    expect(restoreDeviceBallot(readRawDeviceBallots(), "poll-one", "approval", 3)).toBeNull();
    localStorage.setItem(deviceBallotsKey, JSON.stringify({ "poll-one": { ...entry, ballot: { a: [7] } } }));
    expect(restoreDeviceBallot(readRawDeviceBallots(), "poll-one", "approval", 3)).toBeNull();
    localStorage.setItem(deviceBallotsKey, JSON.stringify({ "poll-one": { ...entry, token: 3 } }));
    expect(restoreDeviceBallot(readRawDeviceBallots(), "poll-one", "approval", 3)).toBeNull();
  });

  it("holds a ballot in memory where storage refuses it", () => {
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
    } as unknown as Storage;
    expect(saveDeviceBallot("poll-one", entry, refusing)).toBe(false);
    expect(restoreDeviceBallot(readRawDeviceBallots(refusing), "poll-one", "approval", 3)?.name).toBe("Ann");
  });
});
