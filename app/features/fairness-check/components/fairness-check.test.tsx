import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from "vitest";
import { FairnessCheck } from "~/features/fairness-check/components/fairness-check";
import {
  createFairnessCheckHandler,
  type FairnessCheckCommand,
  type FairnessCheckReply,
} from "~/features/fairness-check/domain/fairness-check";
import type { IndexDraw } from "~/kernel/random/domain/random";

/** Walks through every value 0, 1, …, n − 1 in turn, so every count comes out exactly as expected. */
function cyclingDraw(): IndexDraw {
  let next = 0;
  return (n) => next++ % n;
}

/** The real worker protocol, run in this thread; each pause between batches waits for `releaseBatch`. */
// A worker test double like giveaway-draw's test's: each stands in for its own worker's messages.
class FakeWorker {
  static instances: FakeWorker[] = [];
  static holdBatches = false;
  static releaseBatch: () => void = () => {};

  onmessage: ((event: MessageEvent<FairnessCheckReply>) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  terminated = false;
  readonly commands: FairnessCheckCommand[] = [];
  readonly replies: FairnessCheckReply[] = [];
  private readonly handle = createFairnessCheckHandler(
    (reply) => {
      this.replies.push(reply);
      act(() => this.onmessage?.({ data: reply } as MessageEvent<FairnessCheckReply>));
    },
    {
      draw: cyclingDraw(),
      pause: () =>
        FakeWorker.holdBatches ? new Promise((resolve) => (FakeWorker.releaseBatch = resolve)) : Promise.resolve(),
    },
  );

  constructor(
    readonly url: URL,
    readonly options: WorkerOptions,
  ) {
    FakeWorker.instances.push(this);
  }

  postMessage(command: FairnessCheckCommand) {
    this.commands.push(command);
    void this.handle(command);
  }

  terminate() {
    this.terminated = true;
  }
}

beforeEach(() => {
  FakeWorker.instances = [];
  FakeWorker.holdBatches = false;
  vi.stubGlobal("Worker", FakeWorker);
});

afterEach(() => vi.unstubAllGlobals());

function renderCheck() {
  const view = render(<FairnessCheck />);
  return { user: userEvent.setup(), ...view };
}

const field = (name: string) => screen.getByRole("textbox", { name });

async function fillAndRun(user: ReturnType<typeof userEvent.setup>, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) {
    await user.clear(field(name));
    await user.type(field(name), value);
  }
  await user.click(screen.getByRole("button", { name: "Run the check" }));
}

describe("the live fairness check", () => {
  it("runs the draws in a module worker and shows the chart, table, test figures and verdict", async () => {
    const { user } = renderCheck();
    await fillAndRun(user, { "Number of options (k)": "6", "Number of draws": "12,000" });

    const result = await screen.findByRole("region", { name: "Result: 12,000 draws among 6 equally likely options" });
    // Focus went from Run (disabled while running) to Cancel, and from Cancel (gone) to the result.
    expect(result).toHaveFocus();
    const [worker] = FakeWorker.instances;
    expect(worker?.url.pathname).toMatch(/\/workers\/fairness-check\.worker\.ts$/);
    expect(worker?.options).toEqual({ type: "module" });
    expect(worker?.commands).toEqual([
      { type: "start", runId: 1, request: { mode: "uniform", options: 6, draws: 12_000 } },
    ]);

    // Every value came up equally often, so the counts match exactly: χ² = 0 and p = 1.
    const figure = (name: string) => within(result).getByText(name).nextElementSibling;
    expect(figure("Chi-square (χ²)")).toHaveTextContent("0.00");
    expect(figure("Degrees of freedom")).toHaveTextContent("5");
    expect(figure("p-value")).toHaveTextContent("1.0000");
    expect(within(result).getByText(/^Consistent with a fair draw: .* about 100% of runs\.$/)).toBeInTheDocument();
    // The chart and the table come in the frames after the verdict.
    const rows = within(await within(result).findByRole("table")).getAllByRole("row");
    expect(result.querySelectorAll("svg rect")).toHaveLength(6);
    expect(rows).toHaveLength(7);
    expect(
      within(rows[1] as HTMLElement)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["2,000", "2,000", "0"]);
    expect(screen.getByRole("status")).toHaveTextContent(/^Check finished\. Consistent with a fair draw/);
  });

  it("shows a weighted run's expected counts as draws·w/Σw, with the weights", async () => {
    const { user } = renderCheck();
    await user.click(screen.getByRole("radio", { name: /Your own weights/ }));
    await fillAndRun(user, { Weights: "1, 3, 6", "Number of draws": "10000" });
    const table = await within(
      await screen.findByRole("region", { name: /^Result: 10,000 weighted draws/ }),
    ).findByRole("table");
    const cells = within(table)
      .getAllByRole("row")
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole("cell")
          .map((cell) => cell.textContent),
      );
    expect(cells).toEqual([
      ["1", "1,000", "1,000", "0"],
      ["3", "3,000", "3,000", "0"],
      ["6", "6,000", "6,000", "0"],
    ]);
  });

  it("shows the verdict, then the chart in the next frame, then a long table twenty rows a frame", async () => {
    vi.useFakeTimers({ toFake: ["requestAnimationFrame", "cancelAnimationFrame"] });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const { user } = renderCheck();
    await fillAndRun(user, { "Number of options (k)": "100", "Number of draws": "10000" });

    const result = await screen.findByRole("region", { name: "Result: 10,000 draws among 100 equally likely options" });
    expect(within(result).getByText(/^Consistent with a fair draw/)).toBeInTheDocument();
    expect(result.querySelector("svg")).toBeNull();
    await act(async () => vi.advanceTimersToNextFrame());
    expect(result.querySelectorAll("svg rect")).toHaveLength(100);
    expect(within(result).queryByRole("table")).toBeNull();
    await act(async () => vi.advanceTimersToNextFrame());
    const rows = () => within(within(result).getByRole("table")).getAllByRole("row");
    expect(rows()).toHaveLength(1 + 20);
    await act(async () => vi.advanceTimersToNextFrame());
    expect(rows()).toHaveLength(1 + 40);
    for (let frame = 0; frame < 3; frame++) await act(async () => vi.advanceTimersToNextFrame());
    expect(rows()).toHaveLength(1 + 100);
    const last = rows().at(-1) as HTMLElement;
    expect(within(last).getByRole("rowheader")).toHaveTextContent("Option 100");
    expect(
      within(last)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["100", "100", "0"]);
  });

  it("shows progress, and Cancel ends the run at once with no result, then the worker confirms", async () => {
    FakeWorker.holdBatches = true;
    const { user } = renderCheck();
    await fillAndRun(user, { "Number of draws": "1000000" });

    const progress = await screen.findByRole("progressbar", { name: "Draws done" });
    expect(progress).toHaveAttribute("max", "1000000");
    expect(progress).toHaveAttribute("value", "10000");
    expect(screen.getByText("10,000 of 1,000,000 draws")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Run the check" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Cancel" })).toHaveFocus();
    await act(async () => FakeWorker.releaseBatch());
    expect(progress).toHaveAttribute("value", "20000");

    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.getByText(/^Cancelled after 20,000 of 1,000,000 draws\./)).toBeInTheDocument();
    expect(screen.queryByRole("progressbar")).toBeNull();
    expect(screen.getByRole("button", { name: "Run the check" })).toHaveFocus();
    expect(screen.getByRole("status")).toHaveTextContent("Check cancelled.");
    const [worker] = FakeWorker.instances;
    expect(worker?.commands.at(-1)).toEqual({ type: "cancel", runId: 1 });

    // The worker stops after the batch it is in, and makes no more draws.
    await act(async () => FakeWorker.releaseBatch());
    expect(worker?.replies.at(-1)).toEqual({ type: "cancelled", runId: 1, done: 20_000 });
    expect(screen.getByText(/^Cancelled after 20,000 of 1,000,000 draws\./)).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: /^Result/ })).toBeNull();
    expect(screen.getByRole("button", { name: "Run the check" })).toBeEnabled();
  });

  it("names what is wrong in the field, focused, and starts no worker", async () => {
    const { user } = renderCheck();
    await user.click(screen.getByRole("radio", { name: /Whole tournaments/ }));
    await fillAndRun(user, { "Number of contestants (N)": "65", "Number of draws": "100" });
    expect(field("Number of contestants (N)")).toHaveFocus();
    expect(field("Number of contestants (N)")).toHaveAttribute("aria-invalid", "true");
    expect(field("Number of contestants (N)")).toHaveAccessibleDescription(
      expect.stringContaining("Enter a whole number of contestants from 2 to 64."),
    );
    expect(field("Number of draws")).toHaveAccessibleDescription(
      expect.stringContaining("Enter a whole number of draws from 10,000 to 1,000,000."),
    );
    expect(FakeWorker.instances).toEqual([]);
  });

  it("stops its worker when the page goes", async () => {
    const { user, unmount } = renderCheck();
    await fillAndRun(user, { "Number of draws": "10000" });
    await screen.findByRole("region", { name: /^Result/ });
    unmount();
    expect(FakeWorker.instances.map((worker) => worker.terminated)).toEqual([true]);
  });
});
