import { render, screen } from "@testing-library/react";
import { StrictMode, type ReactElement } from "react";
import { renderToString } from "react-dom/server";

/**
 * `ui` as a prerendered page first has it: the server's HTML in the document, with no React behind it
 * until `hydrate()`, which hydrates it as the app's client entry does (in StrictMode).
 */
export function prerender(ui: ReactElement) {
  const app = <StrictMode>{ui}</StrictMode>;
  const container = document.body.appendChild(document.createElement("div"));
  container.innerHTML = renderToString(app);
  return { hydrate: () => render(app, { container, hydrate: true }) };
}

/**
 * Loads the wheel's lazily loaded picture (list-with-wheel.tsx) by rendering `decider` once: the build's prerender waits
 * for it, renderToString cannot, and once it has loaded every render shows it at once.
 */
export async function loadWheelPicture(decider: ReactElement) {
  const { unmount } = render(decider);
  await screen.findByRole("img", { name: /wheel/ });
  unmount();
}
