import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { LookalikeNamesNotice } from "~/kernel/lists/components/lookalike-names-notice";

describe("the look-alike names notice", () => {
  it("sets each typed name apart in a <bdi>, so an Arabic name cannot pull the sentence's words and numbers around", () => {
    render(<LookalikeNamesNotice rows={["أحمد 2", "Bob", "أحمد\u00a02"]} nameOf={(row) => row} />);
    const item = within(screen.getByRole("status")).getByRole("listitem");
    expect(item).toHaveTextContent(
      "Lines 1 and 3 look alike: “أحمد 2” and “أحمد 2” (they differ only in invisible characters or spaces).",
    );
    const isolated = [...item.querySelectorAll("bdi")].map((name) => name.textContent);
    expect(isolated).toEqual(["أحمد 2", "أحمد\u00a02"]);
    // The sentence's own words, numbers and quotation marks stay outside the isolates, in the sentence's direction.
    const sentence = [...item.childNodes]
      .filter((node) => node.nodeType === Node.TEXT_NODE)
      .map((node) => node.textContent);
    expect(sentence.join("|")).toBe(
      "Lines 1 and 3 look alike: “|” and “|” (they differ only in invisible characters or spaces).",
    );
  });
});
