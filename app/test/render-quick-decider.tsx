import { fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { QuickDecider } from "~/features/wheel/components/quick-decider";

/**
 * The quick decider with `choices` typed in, rows added past the first two. Plain events: user-event's document focus
 * listeners wrap the result card's focus move in a synchronous act, which React reports as an un-awaited act; plain
 * events keep timed tests (a fake setTimeout) exact and quiet.
 */
export function renderQuickDecider(...choices: string[]) {
  const view = render(
    <MemoryRouter>
      <QuickDecider />
    </MemoryRouter>,
  );
  for (let i = 2; i < choices.length; i++) fireEvent.click(screen.getByRole("button", { name: "Add Choice" }));
  choices.forEach((text, i) => {
    fireEvent.change(screen.getByRole("textbox", { name: `Choice ${i + 1}` }), { target: { value: text } });
  });
  return view;
}
