import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { DecisionMatrix } from "~/features/matrix/components/decision-matrix";
import { openedFromHistory } from "~/kernel/records/domain/decision-record";
import { encodeListLink } from "~/kernel/lists/domain/list-link";
import { encodeMatrixLink } from "~/features/matrix/domain/matrix-link";
import { matrixFromOptions } from "~/features/matrix/domain/matrix-state";
import { matrixBackupKeyPrefix, matrixStateKey } from "~/features/matrix/storage/decision-matrix-state";
import { isolate } from "~/kernel/format/domain/isolate";

function renderMatrix(state: unknown = null) {
  return render(
    <MemoryRouter initialEntries={[{ pathname: "/decision-matrix", state }]}>
      <DecisionMatrix />
    </MemoryRouter>,
  );
}

const field = (name: string) => screen.getByRole("textbox", { name }) as HTMLInputElement;
const select = (name: string) => screen.getByRole("combobox", { name }) as HTMLSelectElement;
const type = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });
const click = (name: string | RegExp) => fireEvent.click(screen.getByRole("button", { name }));

/** The flats worked by hand in app/features/matrix/domain/decision-matrix.test.ts: Old Town 61.1, Harbour 52.8, Garden 47.2. */
function fillFlats() {
  click("Add option");
  click("Add criterion");
  click("Add criterion");
  ["Old Town flat", "Harbour loft", "Garden house"].forEach((name, i) => type(field(`Option ${i + 1}`), name));
  ["Rent", "Light", "Size"].forEach((name, i) => type(field(`Criterion ${i + 1}`), name));
  type(select("How Rent is scored"), "lower");
  type(select("How Size is scored"), "higher");
  type(select("Importance of Rent"), "4");
  type(select("Importance of Light"), "3");
  type(select("Importance of Size"), "2");
  const scores = {
    "Old Town flat": ["1200", "5", "60"],
    "Harbour loft": ["900", "2", "50"],
    "Garden house": ["1500", "4", "90"],
  };
  for (const [option, values] of Object.entries(scores)) {
    ["Rent", "Light", "Size"].forEach((criterion, c) =>
      type(field(`${criterion} score for ${option}`), values[c] as string),
    );
  }
}

describe("the decision matrix page", () => {
  it("ranks, explains and tests the winner from the numbers typed", async () => {
    renderMatrix();
    await act(async () => {});
    fillFlats();
    const ranking = screen.getByRole("heading", { name: "Ranking" }).nextElementSibling as HTMLElement;
    expect(
      within(ranking)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Old Town flat61.1 points", "Harbour loft52.8 points", "Garden house47.2 points"]);
    expect(screen.getByText("Old Town flat leads Harbour loft by 8.3 points out of 100.")).toBeInTheDocument();
    expect(screen.getByText("Harbour loft is better on Rent (22.2), but not by enough.")).toBeInTheDocument();
    expect(screen.getByText("Rent would have to matter less than 1.5 for Garden house to win.")).toBeInTheDocument();
    expect(screen.getByText("Size would have to matter more than 3.6 for Garden house to win.")).toBeInTheDocument();
    // Counted in short tasks after the ranking shows.
    expect(
      await screen.findByText(/^Old Town flat wins in \d+% of variations \([\d,]+ of 10,000\)/),
    ).toBeInTheDocument();
    expect(screen.getByText(`Decision matrix: ${isolate("Old Town flat")} ranks first.`)).toHaveAttribute(
      "aria-live",
      "polite",
    );
  });

  it("names what is missing before the ranking, as nothing is marked yet", async () => {
    renderMatrix();
    await act(async () => {});
    expect(screen.getByText("Name both options and the criterion to see the ranking.")).toBeInTheDocument();
    expect(screen.queryAllByRole("textbox").filter((box) => box.getAttribute("aria-invalid"))).toEqual([]);
    type(field("Option 1"), "Lisbon");
    type(field("Option 2"), "Porto");
    expect(screen.getByText("Name the criterion to see the ranking.")).toBeInTheDocument();
    type(field("Criterion 1"), "Cost");
    expect(screen.queryByText(/to see the ranking/)).toBeNull();
    expect(screen.getByText(/gives all options the same score, so nothing tells them apart/)).toBeInTheDocument();
  });

  it("names bad input at its field and keeps it, and says when nothing counts", async () => {
    renderMatrix();
    await act(async () => {});
    fillFlats();
    type(field("Option 2"), "old town FLAT");
    expect(screen.getByText("Same name as option 1: give each option its own.")).toBeInTheDocument();
    expect(field("Option 2")).toHaveAttribute("aria-invalid", "true");
    expect(screen.queryByRole("heading", { name: "Ranking" })).toBeNull();
    type(field("Option 2"), "Harbour loft");
    type(field("Light score for Garden house"), "7");
    expect(screen.getByText("Scores on this criterion are whole numbers from 1 to 5.")).toBeInTheDocument();
    expect(field("Light score for Garden house").value).toBe("7");
    type(field("Light score for Garden house"), "4");
    for (const criterion of ["Rent", "Light", "Size"]) type(select(`Importance of ${criterion}`), "0");
    expect(
      screen.getByText(/Every criterion has importance 0, so nothing counts and there is no ranking/),
    ).toBeInTheDocument();
  });

  it("sets importances from pairwise comparisons, shows the consistency ratio and applies the suggested fix", async () => {
    renderMatrix();
    await act(async () => {});
    fillFlats();
    click("Compare criteria in pairs");
    type(select("Rent or Light?"), "2"); // Rent 3× Light
    type(select("Light or Size?"), "2"); // Light 3× Size
    type(select("Rent or Size?"), "-2"); // Size 3× Rent: contradicts the other two
    expect(screen.getByText(/above Saaty’s threshold of 0.10/)).toBeInTheDocument();
    expect(screen.getByText(/The one change that helps most/)).toBeInTheDocument();
    click("Apply this change");
    expect(screen.getByText(/at or below Saaty’s threshold of 0.10/)).toBeInTheDocument();
    expect(screen.getAllByText(/of 5, from your comparisons/, { selector: "output" })).toHaveLength(3);
  });

  it("starts the comparisons from the importances set, changing no importance and no result before an answer", async () => {
    renderMatrix();
    await act(async () => {});
    fillFlats();
    const ranking = () =>
      within(screen.getByRole("heading", { name: "Ranking" }).nextElementSibling as HTMLElement)
        .getAllByRole("listitem")
        .map((item) => item.textContent);
    const before = ranking();
    click("Compare criteria in pairs");
    // Rent 4, Light 3, Size 2: 4/3 is nearest equal, 3/2 and 4/2 nearest 2 times.
    expect(select("Rent or Light?").value).toBe("0");
    expect(select("Light or Size?").value).toBe("1");
    expect(select("Rent or Size?").value).toBe("1");
    expect(ranking()).toEqual(before);
    expect(screen.getByText("Old Town flat leads Harbour loft by 8.3 points out of 100.")).toBeInTheDocument();
    expect(screen.getAllByText(/of 5, as you set it$/, { selector: "output" }).map((o) => o.textContent)).toEqual([
      "4 of 5, as you set it",
      "3 of 5, as you set it",
      "2 of 5, as you set it",
    ]);
    expect(screen.getByText(/^Each pair starts from the importances you set/)).toBeInTheDocument();
    expect(screen.queryByText(/Consistency ratio/)).toBeNull();

    type(select("Rent or Light?"), "2"); // Rent 3× Light: now the comparisons set the importances
    expect(screen.getAllByText(/of 5, from your comparisons/, { selector: "output" })).toHaveLength(3);
    expect(screen.getByText(/^Consistency ratio/)).toBeInTheDocument();
    expect(screen.getByText(/measures how far your answers contradict one another/)).toBeInTheDocument();
  });

  it("comes back after a reload, and saves the ranking to history", async () => {
    const { unmount } = renderMatrix();
    await act(async () => {});
    fillFlats();
    click("Save to history");
    expect(await screen.findByText("Saved to your history with the whole ranking.")).toBeInTheDocument();
    const [record] = JSON.parse(localStorage.getItem("decision-history") ?? "[]") as Record<string, unknown>[];
    expect(record).toMatchObject({
      category: "Decision Matrix",
      result: "Old Town flat",
      tags: ["matrix", "criteria"],
      outcome: {
        kind: "matrix",
        ranking: [
          { name: "Old Town flat", points: "61.1" },
          { name: "Harbour loft", points: "52.8" },
          { name: "Garden house", points: "47.2" },
        ],
        link: expect.stringMatching(/^matrix=1\./),
      },
    });
    unmount();
    renderMatrix();
    await act(async () => {});
    expect(field("Option 3").value).toBe("Garden house");
    expect(screen.getByText("Old Town flat leads Harbour loft by 8.3 points out of 100.")).toBeInTheDocument();
  });

  it("saves the same matrix once, however often the button is clicked, and again once it changes", async () => {
    renderMatrix();
    await act(async () => {});
    fillFlats();
    const records = () => JSON.parse(localStorage.getItem("decision-history") ?? "[]") as { result: string }[];
    click("Save to history");
    click("Save to history");
    expect(await screen.findByText("Saved to your history with the whole ranking.")).toBeInTheDocument();
    const button = screen.getByRole("button", { name: "Saved to history" });
    expect(button).toHaveAttribute("aria-disabled", "true");
    fireEvent.click(button);
    await act(async () => {});
    expect(records()).toHaveLength(1);
    type(field("Option 1"), "Old Town studio");
    expect(screen.queryByText("Saved to your history with the whole ranking.")).toBeNull();
    click("Save to history");
    expect(await screen.findByText("Saved to your history with the whole ranking.")).toBeInTheDocument();
    expect(records().map(({ result }) => result)).toEqual(["Old Town studio", "Old Town flat"]);
  });

  it("does not save a tie for first place as if one option had been chosen, and says why", async () => {
    renderMatrix();
    await act(async () => {});
    type(field("Option 1"), "Winner");
    type(field("Option 2"), "Other");
    click("Add criterion");
    type(field("Criterion 1"), "Alpha");
    type(field("Criterion 2"), "Beta");
    type(select("Importance of Alpha"), "5");
    type(select("Importance of Beta"), "5");
    type(field("Alpha score for Winner"), "5");
    type(field("Alpha score for Other"), "1");
    type(field("Beta score for Winner"), "1");
    type(field("Beta score for Other"), "5");
    expect(screen.getByText(/Winner and Other tie for first place/)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Save to history" })).toBeNull();
    expect(
      screen.getByText(/A tie is not saved to your history, which keeps the one option you chose/),
    ).toBeInTheDocument();
    type(select("Importance of Beta"), "4");
    click("Save to history");
    expect(await screen.findByText("Saved to your history with the whole ranking.")).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem("decision-history") ?? "[]")).toMatchObject([{ result: "Winner" }]);
  });

  it("keeps a damaged stored matrix aside once, at the first change, and still works", async () => {
    localStorage.setItem(matrixStateKey, "{not json");
    const backups = () =>
      Object.keys(localStorage)
        .filter((key) => key.startsWith(matrixBackupKeyPrefix))
        .map((key) => localStorage.getItem(key));
    for (let load = 0; load < 3; load++) {
      const { unmount } = renderMatrix();
      await act(async () => {});
      expect(screen.getByRole("alert")).toHaveTextContent(/Your saved matrix could not be read/);
      unmount();
    }
    expect(backups()).toEqual([]);
    renderMatrix();
    await act(async () => {});
    fillFlats();
    expect(backups()).toEqual(["{not json"]);
    expect(screen.queryByText(/Your saved matrix could not be read/)).toBeNull();
    expect(screen.getByText("Old Town flat leads Harbour loft by 8.3 points out of 100.")).toBeInTheDocument();
  });

  it("follows another tab's changes, so an edit here never writes an older matrix over them", async () => {
    renderMatrix();
    await act(async () => {});
    fillFlats();
    // Another tab renames an option and changes a score: it writes the key and this tab gets a storage event.
    const stored = JSON.parse(localStorage.getItem(matrixStateKey) ?? "") as { o: string[]; s: string[][] };
    stored.o[2] = "Garden cottage";
    stored.s[1]![1] = "3";
    act(() => {
      localStorage.setItem(matrixStateKey, JSON.stringify(stored));
      window.dispatchEvent(new StorageEvent("storage", { key: matrixStateKey, newValue: JSON.stringify(stored) }));
    });
    expect(field("Option 3").value).toBe("Garden cottage");
    expect(field("Light score for Harbour loft").value).toBe("3");
    type(field("Option 1"), "Old Town studio");
    expect(JSON.parse(localStorage.getItem(matrixStateKey) ?? "")).toMatchObject({
      o: ["Old Town studio", "Harbour loft", "Garden cottage"],
      s: [
        ["1200", "5", "60"],
        ["900", "3", "50"],
        ["1500", "4", "90"],
      ],
    });
  });

  it("takes another page's options from a list link, and a whole matrix from a matrix link with Undo", async () => {
    window.history.replaceState(null, "", `/decision-matrix#${await encodeListLink({ choices: ["Lisbon", "Porto"] })}`);
    const { unmount } = renderMatrix();
    expect(await screen.findByText(/Your options are filled in/)).toBeInTheDocument();
    expect([field("Option 1").value, field("Option 2").value]).toEqual(["Lisbon", "Porto"]);
    expect(window.location.hash).toBe("");
    unmount();

    const shared = matrixFromOptions(["Madrid", "Seville", "Bilbao"]);
    window.history.replaceState(null, "", `/decision-matrix#${await encodeMatrixLink(shared)}`);
    renderMatrix();
    expect(await screen.findByText("Filled in from a shared link: the whole matrix.")).toBeInTheDocument();
    expect(field("Option 3").value).toBe("Bilbao");
    click("Undo: bring back my previous matrix");
    expect([field("Option 1").value, field("Option 2").value]).toEqual(["Lisbon", "Porto"]);
  });

  it("says a matrix opened again from History came from the visitor's own history, not from a shared link", async () => {
    const saved = matrixFromOptions(["Madrid", "Seville"]);
    window.history.replaceState(null, "", `/decision-matrix#${await encodeMatrixLink(saved)}`);
    const { unmount } = renderMatrix(openedFromHistory);
    expect(
      await screen.findByText("Opened again from your history: the whole matrix as you saved it."),
    ).toBeInTheDocument();
    expect(screen.queryByText(/shared link/)).toBeNull();
    expect(field("Option 2").value).toBe("Seville");
    unmount();

    window.history.replaceState(null, "", "/decision-matrix#matrix=1.d.broken");
    renderMatrix(openedFromHistory);
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "This matrix from your history could not be read: the saved record may have been changed.",
    );
    expect(field("Option 2").value).toBe("Seville");
  });

  it("says a damaged link could not be read and keeps the matrix", async () => {
    localStorage.setItem(
      matrixStateKey,
      JSON.stringify({ o: ["Kept", "Also kept"], c: [["Cost", "scale", 3]], s: [["3"], ["4"]] }),
    );
    window.history.replaceState(null, "", "/decision-matrix#matrix=1.d.broken");
    renderMatrix();
    expect(await screen.findByRole("alert")).toHaveTextContent("This link’s matrix could not be read");
    expect(field("Option 1").value).toBe("Kept");
  });

  it("keeps the focus on a neighbouring control when a pressed button goes or is disabled", async () => {
    renderMatrix();
    await act(async () => {});
    fillFlats();
    const press = (name: string) => {
      const button = screen.getByRole("button", { name });
      button.focus();
      fireEvent.click(button);
    };
    // Down to two options, every Remove is disabled, the pressed one included: the name that took its place has focus.
    press("Remove option Old Town flat");
    expect(screen.getByRole("button", { name: "Remove option Harbour loft" })).toBeDisabled();
    expect(field("Option 1")).toHaveFocus();
    // The last criterion's Remove goes with its row: the new last row's name takes the focus.
    press("Remove criterion Size");
    expect(field("Criterion 2")).toHaveFocus();

    click("Add criterion");
    type(field("Criterion 3"), "Size");
    press("Compare criteria in pairs");
    expect(select("Rent or Light?")).toHaveFocus();
    type(select("Rent or Light?"), "2"); // Rent 3× Light
    type(select("Light or Size?"), "2"); // Light 3× Size
    type(select("Rent or Size?"), "-2"); // Size 3× Rent: contradicts the other two
    const comparisons = ["Rent or Light?", "Light or Size?", "Rent or Size?"].map(select);
    const before = comparisons.map((comparison) => comparison.value);
    press("Apply this change");
    expect(screen.getByText(/at or below Saaty’s threshold of 0.10/)).toBeInTheDocument();
    // The comparison the change set has the focus.
    const changed = comparisons.filter((comparison, i) => comparison.value !== before[i]);
    expect(changed).toHaveLength(1);
    expect(changed[0]).toHaveFocus();
    press("Set importances directly instead");
    expect(screen.getByRole("button", { name: "Compare criteria in pairs" })).toHaveFocus();
  });

  it("puts the focus on the matrix heading when Undo brings back the previous matrix", async () => {
    localStorage.setItem(
      matrixStateKey,
      JSON.stringify({ o: ["Kept", "Also kept"], c: [["Cost", "scale", 3]], s: [["3"], ["4"]] }),
    );
    window.history.replaceState(null, "", `/decision-matrix#${await encodeListLink({ choices: ["Lisbon", "Porto"] })}`);
    renderMatrix();
    const undo = await screen.findByRole("button", { name: "Undo: bring back my previous matrix" });
    undo.focus();
    fireEvent.click(undo);
    expect(field("Option 1").value).toBe("Kept");
    expect(screen.getByRole("heading", { name: "Your matrix" })).toHaveFocus();
  });
});
