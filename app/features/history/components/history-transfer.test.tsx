import { fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DecisionHistory } from "~/features/history/components/decision-history";
import type { DecisionRecord } from "~/kernel/records/domain/decision-record";
import { decisionHistoryKey } from "~/kernel/records/storage/decision-history";

function record(minutes: number, overrides: Partial<DecisionRecord> = {}): DecisionRecord {
  const time = Date.UTC(2030, 0, 1, 12, minutes);
  return {
    id: String(time),
    choices: ["Tea", "Coffee"],
    result: `Result ${minutes}`,
    timestamp: new Date(time).toISOString(),
    category: "Quick Decision",
    tags: ["quick"],
    ...overrides,
  };
}

function renderHistory(stored?: unknown[]) {
  if (stored) localStorage.setItem(decisionHistoryKey, JSON.stringify(stored));
  const Stub = createRoutesStub([{ path: "/history", Component: DecisionHistory }]);
  render(<Stub initialEntries={["/history"]} />);
}

const importField = () => screen.getByLabelText("Import a JSON export");
const jsonFile = (content: string, name = "decision-history-2030-01-01.json") =>
  new File([content], name, { type: "application/json" });
const report = () => screen.getByRole("region", { name: "Export and import" }).querySelector("[role=status]");
const storedRaw = () => localStorage.getItem(decisionHistoryKey);

describe("importing on the history page", () => {
  it("is possible on an empty history, where export is not offered", async () => {
    renderHistory();
    expect(screen.queryByRole("button", { name: "Export JSON" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Export CSV" })).not.toBeInTheDocument();

    await userEvent.upload(importField(), jsonFile(JSON.stringify([record(1), record(2), { result: "Half" }])));

    expect(await within(report()! as HTMLElement).findByText(/^Imported/)).toHaveTextContent(
      "Imported “decision-history-2030-01-01.json”: 2 decisions added, 0 already present, 1 rejected.",
    );
    expect(within(report()! as HTMLElement).getByRole("list", { name: "Rejected entries" })).toHaveTextContent(
      "Entry 3: no id.",
    );
    expect(screen.getAllByRole("article").map((card) => within(card).getByRole("heading").textContent)).toEqual([
      "Result 2",
      "Result 1",
    ]);
    expect(screen.getByRole("button", { name: "Export JSON" })).toBeEnabled();
  });

  it("adds nothing when the same file is chosen again", async () => {
    renderHistory([record(1)]);
    const file = jsonFile(JSON.stringify([record(2), record(1)]));
    await userEvent.upload(importField(), file);
    await screen.findByText(/1 decision added, 1 already present/);
    const once = storedRaw();
    await userEvent.upload(importField(), file);
    await screen.findByText(/0 decisions added, 2 already present, 0 rejected/);
    expect(storedRaw()).toBe(once);
  });

  it.each([
    ["not JSON", "Date,Result\r\n2030-01-01,Tea", "is not a JSON file."],
    ["not an array", '{"decisions":[]}', "is JSON but not a list of decisions (not a JSON array)."],
  ])("says a file that is %s changes nothing", async (_, content, says) => {
    renderHistory([record(1)]);
    const before = storedRaw();
    await userEvent.upload(importField(), jsonFile(content, "notes.json"));
    expect(await screen.findByText(/^Nothing was imported/)).toHaveTextContent(
      `Nothing was imported: “notes.json” ${says} Choose a file made with Export JSON.`,
    );
    expect(storedRaw()).toBe(before);
  });

  it("lists the first ten rejected entries and counts the rest", async () => {
    renderHistory();
    await userEvent.upload(importField(), jsonFile(JSON.stringify(Array.from({ length: 12 }, (_, i) => i))));
    const rejected = await screen.findByRole("list", { name: "Rejected entries" });
    const lines = within(rejected)
      .getAllByRole("listitem")
      .map((item) => item.textContent);
    expect(lines).toHaveLength(11);
    expect(lines[0]).toBe("Entry 1: not a decision.");
    expect(lines[9]).toBe("Entry 10: not a decision.");
    expect(lines[10]).toBe("…and 2 more rejected.");
  });

  it("does not read a file far larger than any stored history could be", async () => {
    renderHistory([record(1)]);
    const before = storedRaw();
    const huge = jsonFile("[]", "video.json");
    Object.defineProperty(huge, "size", { value: 60_000_000 });
    const read = vi.spyOn(huge, "text");
    await userEvent.upload(importField(), huge);
    expect(await screen.findByText(/^Nothing was imported/)).toHaveTextContent(
      "Nothing was imported: “video.json” is far too large to be a history export.",
    );
    expect(read).not.toHaveBeenCalled();
    expect(storedRaw()).toBe(before);
  });

  it("says when storage is full, and keeps what was saved", async () => {
    renderHistory([record(1)]);
    const before = storedRaw();
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    await userEvent.upload(importField(), jsonFile(JSON.stringify([record(2)])));
    expect(await screen.findByText(/^Nothing was imported/)).toHaveTextContent(
      "your browser’s storage for this site is full. Nothing already saved was removed.",
    );
    expect(storedRaw()).toBe(before);
    expect(screen.getAllByRole("article")).toHaveLength(1);
  });
});

describe("exporting on the history page", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("downloads the stored decisions as a dated JSON file and frees the URL later", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "Date"], now: new Date(2030, 0, 2, 9, 0) });
    const stored = [{ ...record(2), note: "kept" }, record(1)];
    renderHistory(stored);
    const blobs: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return "blob:export";
    });
    URL.revokeObjectURL = vi.fn();
    const links: { download: string; href: string; inPage: boolean }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      links.push({ download: this.download, href: this.href, inPage: document.body.contains(this) });
    });

    fireEvent.click(screen.getByRole("button", { name: "Export JSON" }));

    expect(links).toEqual([{ download: "decision-history-2030-01-02.json", href: "blob:export", inPage: true }]);
    expect(document.querySelector("a[download]")).toBeNull();
    expect(JSON.parse(await blobs[0]!.text())).toEqual(stored);
    expect(screen.getByText("2 decisions exported as decision-history-2030-01-02.json.")).toBeVisible();
    expect(URL.revokeObjectURL).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith("blob:export");
  });
});
