import { act, fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ReceiptVerifier } from "~/features/verify/components/receipt-verifier";
import type { CheckMessage } from "~/features/verify/domain/check-progress";
import { verifyReceipt } from "~/features/verify/domain/receipt-check";
import { verifiableDrawFor } from "~/test/verifiable-receipts";

// The page as a browser with workers runs it: each check in a worker, stood in for here by one the test speaks for, so
// that what the page shows at each word from the worker, and after Cancel, is seen without racing a real check.
class TestWorker {
  static started: TestWorker[] = [];
  onmessage: ((event: MessageEvent<CheckMessage>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  requests: unknown[] = [];
  terminated = false;
  constructor() {
    TestWorker.started.push(this);
  }
  postMessage(request: unknown) {
    this.requests.push(request);
  }
  terminate() {
    this.terminated = true;
  }
  /** Says something to the page, as the worker would. */
  tell(message: CheckMessage) {
    act(() => this.onmessage?.({ data: message } as MessageEvent<CheckMessage>));
  }
}

const entrants = ["Ann", "Bob", "Cy"].map((name) => ({ name, tickets: 1 }));
const { receipt } = verifiableDrawFor(entrants, { winners: 1, alternates: 0 }, { secret: new Uint8Array(32) });

function startCheck(receiptText = JSON.stringify(receipt)) {
  render(
    <MemoryRouter>
      <ReceiptVerifier />
    </MemoryRouter>,
  );
  fireEvent.change(screen.getByRole("textbox", { name: "Receipt (JSON)" }), { target: { value: receiptText } });
  fireEvent.click(screen.getByRole("button", { name: "Verify" }));
}

/** The `count`th worker the page started, once it has been handed its receipt. */
async function runningWorker(count: number) {
  await vi.waitFor(() => expect(TestWorker.started[count - 1]?.requests).toHaveLength(1));
  return TestWorker.started[count - 1] as TestWorker;
}

describe("a check in a worker on /verify", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    TestWorker.started = [];
  });

  it("shows how far the worker is, in the bar and in words, then the verdict", async () => {
    vi.stubGlobal("Worker", TestWorker);
    startCheck();
    const worker = await runningWorker(1);
    const bar = screen.getByRole("progressbar", { name: "Checking the receipt" });
    expect(bar).not.toHaveAttribute("value");

    worker.tell({ kind: "progress", progress: { work: "swaps", done: 1_200_000, bound: 6_000_000 } });
    expect(bar).toHaveAttribute("value", "1200000");
    expect(bar).toHaveAttribute("max", "6000000");
    expect(bar).toHaveAccessibleDescription("Balancing the teams: 1,200,000 of at most 6,000,000 swaps weighed");

    worker.tell({ kind: "progress", progress: { work: "placements", done: 40_000, bound: 200_000 } });
    expect(bar).toHaveAttribute("value", "40000");
    expect(screen.getByText("Keeping pairs apart: 40,000 of at most 200,000 placements tried")).toBeInTheDocument();

    worker.tell({ kind: "verified", verification: verifyReceipt(receipt) });
    expect(await screen.findByRole("heading", { name: "Verified, with no public value" })).toBeInTheDocument();
    expect(screen.queryByRole("progressbar")).not.toBeInTheDocument();
    expect(worker.terminated).toBe(true);
  });

  it("stops the worker at Cancel, says so, ignores what it said after, and checks again on Verify", async () => {
    vi.stubGlobal("Worker", TestWorker);
    startCheck();
    const cancelled = await runningWorker(1);
    cancelled.tell({ kind: "progress", progress: { work: "swaps", done: 60_000, bound: 6_000_000 } });
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(cancelled.terminated).toBe(true);
    expect(screen.getByText("Check cancelled. Press Verify to check the receipt again.")).toBeInTheDocument();
    expect(screen.queryByRole("progressbar")).not.toBeInTheDocument();

    // A word the stopped worker had already sent changes nothing.
    cancelled.tell({ kind: "progress", progress: { work: "swaps", done: 120_000, bound: 6_000_000 } });
    cancelled.tell({ kind: "verified", verification: verifyReceipt(receipt) });
    expect(screen.queryByRole("progressbar")).not.toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: /^Verified/ })).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole("button", { name: "Verify" }));
    const again = await runningWorker(2);
    expect(again.requests[0]).toEqual({ receiptText: JSON.stringify(receipt) });
    again.tell({ kind: "verified", verification: verifyReceipt(receipt) });
    expect(await screen.findByRole("heading", { name: "Verified, with no public value" })).toBeInTheDocument();
    expect(screen.queryByText(/^Check cancelled/)).not.toBeInTheDocument();
  });
  it("hands the worker the receipt's text and the list's, never a receipt it read itself", async () => {
    vi.stubGlobal("Worker", TestWorker);
    // Reading a long receipt (JSON.parse, the search for a key given twice) held the page: the worker reads it.
    const parse = vi.spyOn(JSON, "parse");
    const text = `${JSON.stringify(receipt, null, 1)}\n`;
    startCheck(text);
    const worker = await runningWorker(1);
    expect(worker.requests[0]).toEqual({ receiptText: text });
    expect(parse).not.toHaveBeenCalled();
  });

  it("says at the field what the worker found when the text is no receipt, while the field still holds it", async () => {
    vi.stubGlobal("Worker", TestWorker);
    startCheck('{"format": "ai-decision');
    const worker = await runningWorker(1);
    expect(worker.requests[0]).toEqual({ receiptText: '{"format": "ai-decision' });
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    worker.tell({ kind: "not-a-receipt", message: "This is not a receipt: it is not JSON." });
    expect(screen.getByRole("alert")).toHaveTextContent("This is not a receipt: it is not JSON.");
    expect(screen.getByRole("textbox", { name: "Receipt (JSON)" })).toBeInvalid();
    expect(worker.terminated).toBe(true);

    fireEvent.change(screen.getByRole("textbox", { name: "Receipt (JSON)" }), {
      target: { value: JSON.stringify(receipt) },
    });
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });
});
