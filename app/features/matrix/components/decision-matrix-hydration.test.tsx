import { screen, waitFor } from "@testing-library/react";
import { useLayoutEffect } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, expect, it } from "vitest";
import { DecisionMatrix } from "~/features/matrix/components/decision-matrix";

// A browser runs a visitor's keys before React's own queued work: on a busy machine, keys typed just as the page
// hydrates can come after hydration has put the page on screen but before React's effects have run, the ones that
// subscribe the page to its stored matrix. Here React schedules its work as in a browser, not inside act().
const reactGlobals = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
let root: Root | null = null;
beforeEach(() => (reactGlobals.IS_REACT_ACT_ENVIRONMENT = false));
afterEach(() => {
  root?.unmount();
  document.body.replaceChildren();
  reactGlobals.IS_REACT_ACT_ENVIRONMENT = true;
});

const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!;

/** Types `text` into `label`'s field, a key at a time, in the task after the hydrating commit and before its effects. */
function TypedAsThePageHydrates({ label, text }: { label: string; text: string }) {
  useLayoutEffect(() => {
    queueMicrotask(() => {
      for (const key of text) {
        const field = screen.getByRole<HTMLInputElement>("textbox", { name: label });
        setValue.call(field, field.value + key);
        field.dispatchEvent(new Event("input", { bubbles: true }));
      }
    });
  }, [label, text]);
  return null;
}

it("keeps every key of a name typed between hydration and the page's effects", async () => {
  const page = (
    <MemoryRouter initialEntries={["/decision-matrix"]}>
      <DecisionMatrix />
      <TypedAsThePageHydrates label="Criterion 1" text="Rent" />
    </MemoryRouter>
  );
  const container = document.createElement("div");
  container.innerHTML = renderToString(page);
  document.body.append(container);
  root = hydrateRoot(container, page);

  await waitFor(() => expect(screen.getByRole("combobox", { name: "How Rent is scored" })).toBeInTheDocument());
  expect(screen.getByRole("textbox", { name: "Criterion 1" })).toHaveValue("Rent");
});
