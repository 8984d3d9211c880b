import { fireEvent, getDefaultNormalizer, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { ThisOrThat } from "~/features/this-or-that/components/this-or-that";
import { decisionHistoryKey } from "~/kernel/records/storage/decision-history";
import { savePendingTemplate } from "~/kernel/lists/storage/pending-template";
import { thisOrThatProgressKey } from "~/features/this-or-that/storage/this-or-that-progress";
import { plain } from "~/test/this-or-that-answers";

// The names inside sentences are set apart from them (isolate()); these tests read the words.
const readWords = { normalizer: (text: string) => getDefaultNormalizer()(plain(text)) };

// The route passes in the "Decide together" link; these tests are about the ranking.
const noLink = () => null;

function renderWithOptions(...options: string[]) {
  const rendered = render(
    <MemoryRouter>
      <ThisOrThat decideTogether={noLink} />
    </MemoryRouter>,
  );
  for (let i = 2; i < options.length; i++) fireEvent.click(screen.getByRole("button", { name: "Add Option" }));
  options.forEach((text, i) =>
    fireEvent.change(screen.getByRole("textbox", { name: `Option ${i + 1}` }), { target: { value: text } }),
  );
  return rendered;
}

/** The two option buttons of the current question, left then right. */
const pairButtons = () =>
  within(screen.getByRole("region", { name: /which do you prefer/i }))
    .getAllByRole("button")
    .filter((button) => button.hasAttribute("aria-keyshortcuts"));
const pairNames = () => pairButtons().map((button) => button.querySelector(".pair-name")?.textContent);
const progressText = () => screen.getByText(/^Question \d+ of at most \d+$/).textContent;
const announced = () =>
  plain(screen.getAllByRole("status").find((region) => region.getAttribute("aria-live"))?.textContent ?? "");
/** Presses a button from the keyboard: it has the focus, then it is activated. */
const press = (button: HTMLElement) => {
  button.focus();
  fireEvent.click(button);
};
const storedHistory = () => JSON.parse(localStorage.getItem(decisionHistoryKey) ?? "[]") as Record<string, unknown>[];

// The visitor's true order: earlier in this list is preferred.
const order = ["Lisbon", "Porto", "Madrid", "Faro", "Braga"];
const preferredSide = () => {
  const [left, right] = pairNames() as [string, string];
  return order.indexOf(left) < order.indexOf(right) ? 0 : 1;
};

describe("This or That", () => {
  it("ranks five options by click within the worst case, explains the ranking and saves it", () => {
    renderWithOptions("Braga", "Madrid", "Lisbon", "Faro", "Porto");
    fireEvent.click(screen.getByRole("button", { name: "Start ranking" }));
    expect(progressText()).toBe("Question 1 of at most 7");
    let questions = 0;
    while (screen.queryByRole("region", { name: /which do you prefer/i })) {
      fireEvent.click(pairButtons()[preferredSide()] as HTMLElement);
      questions++;
    }
    expect(questions).toBeLessThanOrEqual(7);
    const card = screen.getByRole("region", { name: "Your ranking" });
    expect(card).toHaveFocus();
    const places = within(screen.getByRole("list", { name: "Ranking" })).getAllByRole("listitem");
    expect(places.map((place) => place.querySelector(".ranking-name")?.textContent)).toEqual(order);
    expect(card).toHaveTextContent("No place was settled by chance");
    expect(storedHistory()[0]).toMatchObject({
      category: "This or That",
      tags: ["this-or-that", "ranking"],
      result: "Lisbon",
      choices: ["Braga", "Madrid", "Lisbon", "Faro", "Porto"],
      outcome: { kind: "ranking", ranking: order, drawnPlaces: [] },
    });
  });

  it("answers with ← / → and 1 / 2, announces each answer, and undoes any number of answers", () => {
    renderWithOptions("Lisbon", "Porto", "Madrid", "Faro");
    fireEvent.click(screen.getByRole("button", { name: "Start ranking" }));
    const first = pairNames();
    fireEvent.keyDown(document, { key: "ArrowLeft" });
    expect(
      screen.getByText(
        `You preferred ${first[0]} to ${first[1]}. ${progressText()}: ${pairNames().join(" or ")}?`,
        readWords,
      ),
    ).toBeInTheDocument();
    const second = pairNames();
    fireEvent.keyDown(document, { key: "2" });
    expect(
      screen.getByText(new RegExp(`^You preferred ${second[1]} to ${second[0]}\\.`), readWords),
    ).toBeInTheDocument();
    expect(progressText()).toMatch(/^Question 3 of at most 5$/);
    fireEvent.click(screen.getByRole("button", { name: "Undo" }));
    expect(pairNames()).toEqual(second);
    fireEvent.click(screen.getByRole("button", { name: "Undo" }));
    expect(pairNames()).toEqual(first);
    expect(progressText()).toBe("Question 1 of at most 5");
    expect(screen.getByRole("button", { name: "Undo" })).toBeDisabled();
  });

  it("settles a pair with a fair draw when the visitor cannot choose, and says which place it settled", () => {
    renderWithOptions("Tea", "Coffee");
    fireEvent.click(screen.getByRole("button", { name: "Start ranking" }));
    fireEvent.click(screen.getByRole("button", { name: "I can’t choose" }));
    const card = screen.getByRole("region", { name: "Your ranking" });
    expect(card).toHaveTextContent("1 place was settled by a fair draw");
    expect(card).toHaveTextContent(
      /Places 1 and 2 are in this order by a fair draw, as you could not choose between (Tea and Coffee|Coffee and Tea)\./,
    );
    expect(storedHistory()[0]).toMatchObject({ outcome: { kind: "ranking", drawnPlaces: [1] } });
  });

  it("shows what a fair draw decided under “I can’t choose”, until the next answer", () => {
    renderWithOptions("Lisbon", "Porto", "Madrid");
    fireEvent.click(screen.getByRole("button", { name: "Start ranking" }));
    fireEvent.click(screen.getByRole("button", { name: "I can’t choose" }));
    const question = screen.getByRole("region", { name: /which do you prefer/i });
    const drawn = within(question).getByText(/^A fair draw put (Lisbon above Porto|Porto above Lisbon)\.$/, readWords);
    expect(drawn.closest(".visually-hidden")).toBeNull();
    const said = /A fair draw put \w+ above \w+\./.exec(plain(drawn.textContent ?? ""))?.[0];
    expect(announced()).toMatch(new RegExp(`^${said} Question 2 of at most 3: `));
    fireEvent.click(pairButtons()[0] as HTMLElement);
    expect(screen.queryByText(/^A fair draw put/, { selector: ".pair-drawn" })).toBeNull();
  });

  it("keeps the answers in storage and takes them up again after a reload", () => {
    const { unmount } = renderWithOptions("Lisbon", "Porto", "Madrid");
    fireEvent.click(screen.getByRole("button", { name: "Start ranking" }));
    fireEvent.click(pairButtons()[0] as HTMLElement);
    const asked = pairNames();
    const stored = JSON.parse(localStorage.getItem(thisOrThatProgressKey) ?? "null") as { answers: unknown[] };
    expect(stored.answers).toHaveLength(1);
    unmount();
    render(
      <MemoryRouter>
        <ThisOrThat decideTogether={noLink} />
      </MemoryRouter>,
    );
    expect(pairNames()).toEqual(asked);
    expect(progressText()).toBe("Question 2 of at most 3");
  });

  it("double-checks pairs the ranking implies, and names an answer that goes against it", () => {
    renderWithOptions(...order);
    fireEvent.click(screen.getByRole("button", { name: "Start ranking" }));
    while (screen.queryByRole("region", { name: /which do you prefer/i })) {
      fireEvent.click(pairButtons()[preferredSide()] as HTMLElement);
    }
    fireEvent.click(screen.getByRole("button", { name: "Double-check" }));
    const [left, right] = pairNames() as [string, string];
    // Against the ranking once, then with it.
    fireEvent.click(pairButtons()[preferredSide() === 0 ? 1 : 0] as HTMLElement);
    while (screen.queryByText(/^Check \d+ of \d+$/)) fireEvent.click(pairButtons()[preferredSide()] as HTMLElement);
    const [upper, lower] = order.indexOf(left) < order.indexOf(right) ? [left, right] : [right, left];
    expect(plain(screen.getByText(/^Now you preferred/).textContent ?? "")).toMatch(
      new RegExp(`^Now you preferred ${lower} to ${upper}, but the ranking puts ${upper} above because you preferred`),
    );
    const stored = JSON.parse(localStorage.getItem(thisOrThatProgressKey) ?? "null") as { checks: unknown[] };
    expect(stored.checks.length).toBeGreaterThan(0);
  });

  it("names a bad list at the field and keeps every option as typed", () => {
    renderWithOptions("Lisbon", "lisbon");
    expect(plain(screen.getByRole("alert").textContent ?? "")).toContain("“Lisbon” and “lisbon” appear more than once");
    expect(screen.getByRole("button", { name: "Start ranking" })).toBeDisabled();
    expect(screen.getByRole("textbox", { name: "Option 2" })).toHaveValue("lisbon");
  });

  it("shows under the list what the route passes in, with the options typed so far", () => {
    render(
      <MemoryRouter>
        <ThisOrThat decideTogether={(choices) => <p data-testid="handed-on">{choices.join(" | ")}</p>} />
      </MemoryRouter>,
    );
    fireEvent.change(screen.getByRole("textbox", { name: "Option 1" }), { target: { value: "Lisbon" } });
    fireEvent.change(screen.getByRole("textbox", { name: "Option 2" }), { target: { value: "Porto" } });
    expect(screen.getByTestId("handed-on")).toHaveTextContent("Lisbon | Porto");
  });

  it("says a damaged stored ranking is kept aside, and still works", () => {
    localStorage.setItem(thisOrThatProgressKey, "{not json");
    renderWithOptions("Lisbon", "Porto");
    expect(screen.getByRole("alert")).toHaveTextContent("A ranking stored on this device could not be read");
    fireEvent.click(screen.getByRole("button", { name: "Start ranking" }));
    expect(pairNames()).toEqual(["Lisbon", "Porto"]);
    const backups = Object.keys(localStorage).filter((key) => key.startsWith(`${thisOrThatProgressKey}-backup-`));
    expect(backups.map((key) => localStorage.getItem(key))).toEqual(["{not json"]);
  });

  it("moves focus to the next thing to act on when the focused button goes or is disabled", () => {
    renderWithOptions("Lisbon", "Porto", "Madrid");
    press(screen.getByRole("button", { name: "Start ranking" }));
    expect(pairButtons()[0]).toHaveFocus();
    fireEvent.keyDown(document, { key: "1" });
    // Undo back to the first question disables Undo: the first answer takes the focus.
    press(screen.getByRole("button", { name: "Undo" }));
    expect(screen.getByRole("button", { name: "Undo" })).toBeDisabled();
    expect(pairButtons()[0]).toHaveFocus();
    press(screen.getByRole("button", { name: "Start over" }));
    expect(screen.getByRole("textbox", { name: "Option 1" })).toHaveFocus();
  });

  it("goes back to a ranking under way with focus on its question", () => {
    const { unmount } = renderWithOptions("Lisbon", "Porto", "Madrid");
    fireEvent.click(screen.getByRole("button", { name: "Start ranking" }));
    unmount();
    savePendingTemplate(["Tea", "Coffee"]);
    render(
      <MemoryRouter>
        <ThisOrThat decideTogether={noLink} />
      </MemoryRouter>,
    );
    press(screen.getByRole("button", { name: "Back to that ranking" }));
    expect(pairButtons()[0]).toHaveFocus();
    expect(pairNames()).not.toContain("Tea");
  });

  it("announces each double-check question, each answer and the report, with focus kept on what to act on", () => {
    renderWithOptions(...order);
    fireEvent.click(screen.getByRole("button", { name: "Start ranking" }));
    while (screen.queryByRole("region", { name: /which do you prefer/i })) {
      fireEvent.click(pairButtons()[preferredSide()] as HTMLElement);
    }
    press(screen.getByRole("button", { name: "Double-check" }));
    expect(pairButtons()[0]).toHaveFocus();
    const checkText = () => screen.getByText(/^Check \d+ of \d+$/).textContent;
    expect(announced()).toBe(`Double-check. ${checkText()}: ${pairNames().join(" or ")}?`);
    // Against the ranking once, then with it.
    const [left, right] = pairNames() as [string, string];
    const against = preferredSide() === 0 ? 1 : 0;
    press(pairButtons()[against] as HTMLElement);
    const [upper, lower] = against === 0 ? [right, left] : [left, right];
    expect(announced()).toBe(`You preferred ${lower} to ${upper}. ${checkText()}: ${pairNames().join(" or ")}?`);
    press(screen.getByRole("button", { name: "Undo" }));
    expect(pairButtons()[0]).toHaveFocus();
    expect(announced()).toBe(`Answer undone. Check 1 of ${checkText()?.split(" of ")[1]}: ${left} or ${right}?`);
    press(pairButtons()[against] as HTMLElement);
    let last = "";
    while (screen.queryByText(/^Check \d+ of \d+$/)) {
      const names = pairNames() as [string, string];
      const side = preferredSide();
      last = `You preferred ${names[side]} to ${names[side === 0 ? 1 : 0]}.`;
      press(pairButtons()[side] as HTMLElement);
    }
    const report = screen.getByRole("region", { name: "Double-check" });
    expect(report).toHaveFocus();
    const contradiction = plain(within(report).getByText(/^Now you preferred/).textContent ?? "");
    expect(announced()).toBe(`${last} Double-check done. ${contradiction}`);
  });
});
