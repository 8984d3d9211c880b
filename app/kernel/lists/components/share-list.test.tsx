import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ShareList } from "~/kernel/lists/components/share-list";
import { decodeListLink, type SharedList } from "~/kernel/lists/domain/list-link";

const list: SharedList = { choices: ["Tea 🍵", "Coffee, black", "#1 & =%"], weights: [10, 90, 1] };

/** Replaces navigator members for one test; undefined removes them, as in a browser without them. */
function stubNavigator(members: Partial<Record<"share" | "canShare" | "clipboard", unknown>>) {
  for (const [name, value] of Object.entries(members)) {
    Object.defineProperty(navigator, name, { value, configurable: true, writable: true });
  }
}

afterEach(() => {
  for (const name of ["share", "canShare", "clipboard"]) delete (navigator as unknown as Record<string, unknown>)[name];
});

async function renderAndShare(shared: SharedList = list) {
  // user-event installs its own clipboard on setup; stubs come after it.
  const user = userEvent.setup();
  const view = render(<ShareList list={shared} />);
  return { user, view };
}

describe("the Share list button", () => {
  it("hands a link to this page with the list in its fragment to the share sheet", async () => {
    const share = vi.fn<(data: ShareData) => Promise<void>>();
    const { user } = await renderAndShare();
    stubNavigator({ share, canShare: () => true, clipboard: undefined });
    await user.click(screen.getByRole("button", { name: "Share list" }));
    // The status region is there before the share settles: wait for its text, not for the element.
    expect(await screen.findByText("Link shared.")).toHaveAttribute("role", "status");
    const url = new URL(share.mock.calls[0]![0].url!);
    expect(url.origin + url.pathname).toBe(window.location.origin + window.location.pathname);
    expect(await decodeListLink(url.hash)).toEqual({ status: "opened", list });
  });

  it("copies the link when the browser cannot share, and says so", async () => {
    const writeText = vi.fn<(text: string) => Promise<void>>();
    const { user } = await renderAndShare();
    stubNavigator({ share: undefined, clipboard: { writeText } });
    await user.click(screen.getByRole("button", { name: "Share list" }));
    expect(await screen.findByText("Link copied. Paste it anywhere to share your list.")).toHaveAttribute(
      "role",
      "status",
    );
    expect(await decodeListLink(new URL(writeText.mock.calls[0]![0]).hash)).toEqual({ status: "opened", list });
  });

  it("copies the link when sharing fails or cannot take it, but not when the visitor cancels", async () => {
    const writeText = vi.fn<(text: string) => Promise<void>>();
    const { user } = await renderAndShare();
    stubNavigator({ share: vi.fn(), canShare: () => false, clipboard: { writeText } });
    await user.click(screen.getByRole("button", { name: "Share list" }));
    await screen.findByText(/Link copied/);
    expect(navigator.share).not.toHaveBeenCalled();

    writeText.mockClear();
    stubNavigator({
      share: vi.fn().mockRejectedValue(new DOMException("denied", "NotAllowedError")),
      canShare: undefined,
    });
    await user.click(screen.getByRole("button", { name: "Share list" }));
    await vi.waitFor(() => expect(writeText).toHaveBeenCalledTimes(1));

    writeText.mockClear();
    stubNavigator({ share: vi.fn().mockRejectedValue(new DOMException("closed", "AbortError")) });
    await user.click(screen.getByRole("button", { name: "Share list" }));
    await vi.waitFor(() => expect(navigator.share).toHaveBeenCalled());
    // What follows the rejected share runs in microtasks, all of which run before the next task.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.getByRole("status")).toHaveTextContent("");
  });

  it("shows the link, selected, in a read-only field when neither sharing nor copying works", async () => {
    const { user } = await renderAndShare();
    stubNavigator({ share: undefined, clipboard: { writeText: vi.fn().mockRejectedValue(new Error("denied")) } });
    await user.click(screen.getByRole("button", { name: "Share list" }));
    const field = await screen.findByRole<HTMLInputElement>("textbox", { name: "Link to your list" });
    expect(field).toHaveAttribute("readonly");
    // The field loads on first use: it takes the focus in the effect that follows its first render.
    await vi.waitFor(() => expect(field).toHaveFocus());
    expect(field.selectionStart).toBe(0);
    expect(field.selectionEnd).toBe(field.value.length);
    expect(screen.getByRole("status")).toHaveTextContent("Copy the link below to share your list.");
    expect(await decodeListLink(new URL(field.value).hash)).toEqual({ status: "opened", list });
  });

  it("forgets the confirmation once the list changes, as the link no longer matches it", async () => {
    const { user, view } = await renderAndShare();
    stubNavigator({ share: undefined, clipboard: { writeText: async () => {} } });
    await user.click(screen.getByRole("button", { name: "Share list" }));
    await screen.findByText(/Link copied/);
    view.rerender(<ShareList list={{ choices: ["Tea 🍵"] }} />);
    expect(screen.getByRole("status")).toHaveTextContent("");
  });

  it("is disabled, and says why, with nothing to share", () => {
    render(<ShareList list={{ choices: [] }} />);
    const button = screen.getByRole("button", { name: "Share list" });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription("Fill in the list to share it.");
  });

  it("says that the list never reaches a server", () => {
    render(<ShareList list={list} />);
    expect(screen.getByRole("button", { name: "Share list" })).toHaveAccessibleDescription(
      /travels inside the link, after the #, which browsers never send to a server/,
    );
  });
});
