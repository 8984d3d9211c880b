import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { GiveawayDraw } from "~/features/draw/components/giveaway-draw";
import { drawDelayMs } from "~/features/draw/hooks/use-giveaway-draw";
import {
  answerPoolQuestion,
  createEntrantPool,
  type PoolAnswer,
  type PoolQuestion,
} from "~/features/draw/domain/entrant-pool";
import { isolate } from "~/kernel/format/domain/isolate";
import { encodeListLink } from "~/kernel/lists/domain/list-link";
import { hashText } from "~/kernel/receipts/domain/receipt-hashes";
import { decisionHistoryKey } from "~/kernel/records/storage/decision-history";
import { waitForShown } from "~/test/wait-for-shown";

// Plain events and fake timers, as in the other timed decider tests: exact, and no un-awaited act warnings.
function renderWithEntrants(...entrants: string[]) {
  render(
    <MemoryRouter>
      <GiveawayDraw />
    </MemoryRouter>,
  );
  for (let i = 2; i < entrants.length; i++) fireEvent.click(screen.getByRole("button", { name: "Add Entrant" }));
  entrants.forEach((text, i) =>
    fireEvent.change(screen.getByRole("textbox", { name: `Entrant ${i + 1}` }), { target: { value: text } }),
  );
}

const field = (name: string) => screen.getByRole("textbox", { name });
const setField = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });
const drawButton = () => screen.getByRole("button", { name: "Draw Winners" });
const listed = (name: string) =>
  within(screen.getByRole("list", { name }))
    .getAllByRole("listitem")
    .map((item) => item.textContent);
const storedHistory = () => JSON.parse(localStorage.getItem(decisionHistoryKey) ?? "[]") as Record<string, unknown>[];

describe("the giveaway draw", () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] }));
  afterEach(() => vi.useRealTimers());

  it("draws winners then alternates, each entrant once, shows them in draw order and saves them", async () => {
    renderWithEntrants("Ann, 2", "", "Bob", "Cy");
    expect(screen.getByText("3 entrants, 4 tickets.")).toBeInTheDocument();
    setField("Winners", "2");
    setField("Alternates", "1");
    fireEvent.click(drawButton());
    expect(screen.getByRole("button", { name: "Drawing…" })).toBeDisabled();
    await act(async () => vi.advanceTimersByTime(drawDelayMs));

    const card = await waitForShown(() => screen.getByRole("region", { name: "Giveaway Result" }));
    expect(card).toHaveFocus();
    const winners = listed("Winners");
    const alternates = listed("Alternates");
    expect(winners).toHaveLength(2);
    expect([...winners, ...alternates].map((text) => text?.replace(" (2 tickets)", "")).sort()).toEqual([
      "Ann",
      "Bob",
      "Cy",
    ]);
    const names = (texts: (string | null)[]) => texts.map((text) => text?.replace(" (2 tickets)", ""));
    expect(
      screen.getByText(
        `Winners: ${names(winners)
          .map((name) => isolate(name ?? ""))
          .join(", ")}`,
      ),
    ).toBeInTheDocument();
    const [record] = storedHistory();
    expect(record).toMatchObject({
      category: "Giveaway Draw",
      tags: ["giveaway", "draw"],
      result: names(winners)[0],
      choices: ["Ann (2 tickets)", "Bob", "Cy"],
      outcome: { kind: "draw", winners: names(winners), alternates: names(alternates) },
    });
  });

  it("names a ticket count it cannot read at the list, keeps the list, and does not draw", () => {
    renderWithEntrants("Ann", "Bob, 0");
    expect(screen.getByRole("alert")).toHaveTextContent(
      "Line 2 (“Bob, 0”): the ticket count “0” is not a whole number from 1 to 10,000. Fix it to draw.",
    );
    expect(drawButton()).toBeDisabled();
    expect(field("Entrant 2")).toHaveValue("Bob, 0");
    // The unreadable line is the one thing to fix: no hint that the list is empty.
    expect(screen.queryByText("Enter at least one entrant.")).not.toBeInTheDocument();
  });

  it("names every unreadable line, and past three how many more, and does not draw", () => {
    renderWithEntrants("Ann, x", "Bob, -2", "Cy", "Di, 0");
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent(
      "Line 2 (“Bob, -2”): the ticket count “-2” is not a whole number from 1 to 10,000. " +
        "Line 4 (“Di, 0”): the ticket count “0” is not a whole number from 1 to 10,000. Fix them to draw.",
    );
    expect(drawButton()).toBeDisabled();
    fireEvent.click(screen.getByRole("button", { name: "Edit as text" }));
    setField("Entrants, one per line", "Ann, 1.5\nBob, -2\nCy, 0\nDi\nEve, 10001\nFay, 0");
    expect(screen.getByRole("alert")).toHaveTextContent(
      /^Line 1 \(“Ann, 1\.5”\): .* Line 2 \(“Bob, -2”\): .* Line 3 \(“Cy, 0”\): .* And 2 more lines cannot be read\. Fix them to draw\.$/,
    );
    expect(drawButton()).toBeDisabled();
  });

  it("says that pasting several lines into an entrant field works", () => {
    renderWithEntrants("Ann", "Bob");
    fireEvent.click(screen.getByRole("button", { name: "Edit as text" }));
    expect(screen.getByText(/Pasting several lines into an entrant field works too\./)).toBeInTheDocument();
  });

  it("says at the field when there are no winners, or more winners or alternates than entrants", () => {
    renderWithEntrants("Ann", "Bob", "Cy");
    setField("Winners", "0");
    expect(field("Winners")).toHaveAccessibleDescription("Draw at least 1 winner, as a whole number.");
    expect(drawButton()).toBeDisabled();
    setField("Winners", "4");
    expect(field("Winners")).toHaveAccessibleDescription("There are 3 entrants: draw at most that many winners.");
    setField("Winners", "2");
    setField("Alternates", "2");
    expect(field("Alternates")).toHaveAccessibleDescription(
      "Only 1 entrant is left after the winners: draw at most that many alternates.",
    );
    setField("Alternates", "1");
    expect(drawButton()).toBeEnabled();
  });

  it("counts a repeated name as extra tickets, says so, and counts it once with one ticket each", () => {
    renderWithEntrants("Ann", "Bob", "Ann");
    // The names are isolated in their own element inside the sentence.
    expect(screen.getByText(/^A name appears on more than one line/).closest("p")).toHaveTextContent(
      "A name appears on more than one line (Ann ×2). Each extra line counts as an extra ticket.",
    );
    expect(screen.getByText("2 entrants, 3 tickets.")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("checkbox", { name: "One ticket each: count each name once" }));
    expect(screen.getByText("2 entrants, 2 tickets.")).toBeInTheDocument();
  });

  it("names the two lines of names that look alike but are written differently, and still draws", async () => {
    renderWithEntrants("Ann", "", "Bob", "\u0410nn, 2", "Bob\u00a0Lee", "Bob Lee", "Ann", "Sam", "Sarn");
    const notice = await waitForShown(() => screen.getByText(/Some names look alike/).parentElement as HTMLElement);
    expect(notice).toHaveRole("status");
    expect(
      within(notice)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([
      "Lines 1 and 4 look alike: “Ann” and “\u0410nn” (different letters that look the same).",
      "Lines 5 and 6 look alike: “Bob\u00a0Lee” and “Bob Lee” (they differ only in invisible characters or spaces).",
    ]);
    expect(screen.getByText("7 entrants, 9 tickets.")).toBeInTheDocument();
    expect(drawButton()).toBeEnabled();
  });

  it("names an unreadable line by its row, blank rows counted", () => {
    renderWithEntrants("Ann", "", "Bob, x2", "Cy, 0");
    expect(screen.getByRole("alert")).toHaveTextContent(
      "Line 4 (“Cy, 0”): the ticket count “0” is not a whole number from 1 to 10,000. Fix it to draw.",
    );
  });
});

/** The real pool protocol in this thread: questions wait until the test answers them, or makes the worker fail. */
// A worker test double like fairness-check's test's: each stands in for its own worker's messages.
class PoolWorkerDouble {
  static instances: PoolWorkerDouble[] = [];
  onmessage: ((event: MessageEvent<PoolAnswer>) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  terminated = false;
  readonly questions: PoolQuestion[] = [];
  private readonly pool = createEntrantPool();

  constructor(
    readonly url: URL,
    readonly options: WorkerOptions,
  ) {
    PoolWorkerDouble.instances.push(this);
  }

  postMessage(question: PoolQuestion) {
    this.questions.push(question);
  }

  async answer() {
    await act(async () => {
      for (const question of this.questions.splice(0)) {
        this.onmessage?.({ data: await answerPoolQuestion(this.pool, question) } as MessageEvent<PoolAnswer>);
      }
    });
  }

  async fail() {
    await act(async () => this.onerror?.(new Event("error")));
  }

  terminate() {
    this.terminated = true;
  }
}

describe("a list of over 1,000 entrants on the giveaway draw", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    PoolWorkerDouble.instances = [];
    vi.stubGlobal("Worker", PoolWorkerDouble);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  const lines = Array.from({ length: 1_001 }, (_, index) => `Entrant ${index + 1}${index === 0 ? ", 2" : ""}`);
  // The list file, whose SHA-256 a verifiable draw's statement gives and the history keeps.
  const canonical = `${lines.map((line, index) => (index === 0 ? line : `${line}, 1`)).join("\n")}\n`;
  function enterLongList() {
    renderWithEntrants();
    fireEvent.click(screen.getByRole("button", { name: "Edit as text" }));
    setField("Entrants, one per line", lines.join("\n"));
  }

  it("is read and drawn from in a worker, and kept out of the history: only its count and hash", async () => {
    renderWithEntrants("Ann", "Bob");
    expect(PoolWorkerDouble.instances).toHaveLength(0); // a short list is read on the page
    fireEvent.click(screen.getByRole("button", { name: "Edit as text" }));
    setField("Entrants, one per line", lines.join("\n"));
    const [worker] = PoolWorkerDouble.instances;
    if (!worker) throw new Error("no worker started");
    expect(worker.questions).toMatchObject([{ type: "read", lines, rule: "extra-tickets" }]);
    // No draw from a list until the worker has read it.
    expect(screen.getByText("Reading the list…")).toBeInTheDocument();
    expect(drawButton()).toBeDisabled();
    await worker.answer();
    expect(screen.getByText("1,001 entrants, 1,002 tickets.")).toBeInTheDocument();

    fireEvent.click(drawButton());
    await act(async () => vi.advanceTimersByTime(drawDelayMs));
    expect(worker.questions).toMatchObject([
      { type: "draw", request: { winners: 1, alternates: 0, verifiable: null } },
    ]);
    expect(screen.getByRole("button", { name: "Drawing…" })).toBeDisabled();
    await worker.answer();

    const [winner] = listed("Winners");
    const [record] = storedHistory();
    expect(record).toMatchObject({
      choices: [],
      result: winner?.replace(" (2 tickets)", ""),
      outcome: { kind: "draw", unkeptList: { count: 1_001, sha256: hashText(canonical) } },
    });
  });

  it("is read on the page when the worker fails, and drawn there", async () => {
    enterLongList();
    const [worker] = PoolWorkerDouble.instances;
    await worker?.fail();
    expect(worker?.terminated).toBe(true);
    expect(screen.getByText("1,001 entrants, 1,002 tickets.")).toBeInTheDocument();
    fireEvent.click(drawButton());
    await act(async () => vi.advanceTimersByTime(drawDelayMs));
    expect(listed("Winners")).toHaveLength(1);
    expect(storedHistory()[0]).toMatchObject({
      outcome: { unkeptList: { count: 1_001, sha256: hashText(canonical) } },
    });
    expect(PoolWorkerDouble.instances).toHaveLength(1);
  });

  it("is drawn from on the page when the worker fails during a draw, once pressed again", async () => {
    enterLongList();
    const [worker] = PoolWorkerDouble.instances;
    await worker?.answer();
    fireEvent.click(drawButton());
    await act(async () => vi.advanceTimersByTime(drawDelayMs));
    await worker?.fail();
    // Nothing drawn, nothing saved: the page is as it was before the press, and reads the list itself.
    expect(screen.queryByRole("region", { name: "Giveaway Result" })).not.toBeInTheDocument();
    expect(storedHistory()).toEqual([]);
    expect(screen.getByText("1,001 entrants, 1,002 tickets.")).toBeInTheDocument();
    fireEvent.click(drawButton());
    await act(async () => vi.advanceTimersByTime(drawDelayMs));
    expect(listed("Winners")).toHaveLength(1);
    expect(PoolWorkerDouble.instances).toHaveLength(1);
  });

  it("is read on the page where the browser has no workers", () => {
    vi.stubGlobal("Worker", undefined);
    enterLongList();
    expect(screen.getByText("1,001 entrants, 1,002 tickets.")).toBeInTheDocument();
    expect(PoolWorkerDouble.instances).toHaveLength(0);
  });

  it("states the list the worker read before the draw, and gives a receipt of its draw", async () => {
    enterLongList();
    const [worker] = PoolWorkerDouble.instances;
    await worker?.answer();
    fireEvent.click(screen.getByRole("checkbox", { name: /Verifiable draw/ }));
    // The statement's composer loads on demand.
    expect(await waitForShown(() => screen.getByLabelText("Statement"))).toHaveTextContent(
      `list SHA-256: ${hashText(canonical)}`,
    );
    fireEvent.click(drawButton());
    await act(async () => vi.advanceTimersByTime(drawDelayMs));
    expect(worker?.questions[0]).toMatchObject({
      type: "draw",
      request: {
        verifiable: { secret: expect.any(Uint8Array), statement: expect.stringContaining("entrants: 1001\n") },
      },
    });
    await worker?.answer();
    const result = await waitForShown(() => screen.getByRole("region", { name: "Giveaway Result" }));
    // The receipt's panel loads on demand.
    expect(
      await waitForShown(() => within(result).getByRole("button", { name: "Download receipt" })),
    ).toBeInTheDocument();
  });
});

describe("a shared list on the giveaway draw", () => {
  afterEach(() => window.history.replaceState(null, "", "/"));

  it("is counted in the link's notice as the page counts it: entrants and tickets, not lines", async () => {
    const choices = ["Ann, 2", "Bob", "Ann", "Cy", "Di, 3", "Bob", "Eve", "Fay"];
    window.history.replaceState(null, "", `/draw#${await encodeListLink({ choices })}`);
    render(
      <MemoryRouter>
        <GiveawayDraw />
      </MemoryRouter>,
    );
    const notice = await screen.findByText(/^Filled in from a shared link/);
    expect(notice).toHaveTextContent("Filled in from a shared link: 6 entrants, 11 tickets.");
    expect(screen.getByText("6 entrants, 11 tickets.")).toBeInTheDocument();

    fireEvent.click(screen.getByRole("checkbox", { name: /One ticket each/ }));
    expect(notice).toHaveTextContent("Filled in from a shared link: 6 entrants, 9 tickets.");
    expect(screen.getByText("6 entrants, 9 tickets.")).toBeInTheDocument();

    // The notice says what the link filled in: the visitor's own additions are not counted in it.
    fireEvent.click(screen.getByRole("button", { name: "Add Entrant" }));
    setField("Entrant 9", "Gus");
    expect(screen.getByText("7 entrants, 10 tickets.")).toBeInTheDocument();
    expect(notice).toHaveTextContent("Filled in from a shared link: 6 entrants, 9 tickets.");
  });

  it("is counted in lines when a line of it cannot be read", async () => {
    window.history.replaceState(null, "", `/draw#${await encodeListLink({ choices: ["Ann", "Bob, 0", "Cy"] })}`);
    render(
      <MemoryRouter>
        <GiveawayDraw />
      </MemoryRouter>,
    );
    expect(await screen.findByText(/^Filled in from a shared link/)).toHaveTextContent(
      "Filled in from a shared link: 3 lines.",
    );
    expect(screen.getByRole("alert")).toHaveTextContent("Line 2 (“Bob, 0”)");
  });
});
