import { readFileSync } from "node:fs";
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { MatrixResultView } from "~/features/matrix/components/matrix-result";
import { criterionColours } from "~/features/matrix/components/matrix-ranking";
import { rankMatrix } from "~/features/matrix/domain/decision-matrix";
import { flats } from "~/test/flats-matrix";

const themeCss = readFileSync(`${import.meta.dirname}/../../../app.css`, "utf8");
const matrixCss = readFileSync(`${import.meta.dirname}/../decision-matrix.css`, "utf8");

/** A custom property's colour in the light theme (`:root`) or the dark one (the `prefers-color-scheme: dark` block). */
function themeColour(theme: "light" | "dark", property: string): string {
  const darkStart = themeCss.indexOf("@media (prefers-color-scheme: dark)");
  const block =
    theme === "light" ? themeCss.slice(0, darkStart) : themeCss.slice(darkStart, themeCss.indexOf("}\n}", darkStart));
  const colour = new RegExp(`--${property}:\\s*(#[0-9a-f]{6});`, "i").exec(block)?.[1];
  if (!colour) throw new Error(`No ${theme} --${property} in app.css`);
  return colour;
}

/** The custom property a rule takes a declaration from, e.g. the track's fill: the rule may list other selectors. */
function propertyOf(css: string, selector: string, declaration: string): string {
  const rule = new RegExp(
    `(?:^|[\\s,}])${selector.replace(".", "\\.")}\\s*(?:,[^{]*)?\\{[^}]*${declaration}:\\s*var\\(--([\\w-]+)\\)`,
  );
  const property = rule.exec(css)?.[1];
  if (!property) throw new Error(`No ${declaration} for ${selector}`);
  return property;
}

// WCAG 2 relative luminance and contrast ratio.
const luminance = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const channel = parseInt(hex.slice(i, i + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};

function renderFlats() {
  const result = rankMatrix(flats);
  if (result.status !== "ranked") throw new Error("The flats rank");
  return render(<MatrixResultView input={flats} result={result} stale={false} />);
}

describe("the matrix's bars", () => {
  it("draw every criterion's colour at 3:1 or more against the card and the track, in both themes", () => {
    const card = propertyOf(themeCss, ".decider", "background");
    const track = propertyOf(matrixCss, ".matrix-bar-track", "fill");
    const gap = propertyOf(matrixCss, ".matrix-bar-gap", "stroke");
    expect(gap).toBe(card);
    const failures = (["light", "dark"] as const).flatMap((theme) =>
      [card, track].flatMap((property) => {
        const background = themeColour(theme, property);
        return criterionColours
          .map((colour) => ({ colour, ratio: contrast(colour, background) }))
          .filter(({ ratio }) => ratio < 3)
          .map(({ colour, ratio }) => `${colour} on ${theme} ${property} ${background}: ${ratio.toFixed(2)}`);
      }),
    );
    expect(failures).toEqual([]);
    expect(criterionColours).toHaveLength(12);
  });

  it("separate neighbouring segments with a line in the card's colour", () => {
    const { container } = renderFlats();
    const [winner] = container.querySelectorAll(".matrix-bar");
    // Old Town flat: Rent 22.2, Light 33.3, Size 5.6 points: lines where Light and Size begin.
    const starts = [...(winner as Element).querySelectorAll("line.matrix-bar-gap")].map((line) =>
      Number(line.getAttribute("x1")).toFixed(1),
    );
    expect(starts).toEqual(["22.2", "55.6"]);
  });
});

describe("the bars in numbers", () => {
  it("give each option's points per criterion and its total, in the ranking's order, as a table", () => {
    renderFlats();
    const table = screen.getByRole("table", { name: "Points by criterion" });
    const texts = (role: "columnheader" | "rowheader") =>
      within(table)
        .getAllByRole(role)
        .map((cell) => cell.textContent);
    expect(texts("columnheader")).toEqual(["Option", "Rent", "Light", "Size", "Total"]);
    expect(texts("rowheader")).toEqual(["Old Town flat", "Harbour loft", "Garden house"]);
    const rows = within(table)
      .getAllByRole("row")
      .map((row) => [...(row as HTMLTableRowElement).cells].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ["Option", "Rent", "Light", "Size", "Total"],
      ["Old Town flat", "22.2", "33.3", "5.6", "61.1"],
      ["Harbour loft", "44.4", "8.3", "0.0", "52.8"],
      ["Garden house", "0.0", "25.0", "22.2", "47.2"],
    ]);
    // The same totals the ranking prints beside each bar.
    expect(screen.getAllByText(/ points$/).map((total) => total.textContent)).toEqual([
      "61.1 points",
      "52.8 points",
      "47.2 points",
    ]);
  });
});

describe("a ranking of the matrix before a change", () => {
  it("keeps its robustness figure marked busy until the ranking of the changed matrix shows, counted or not", async () => {
    const result = rankMatrix(flats);
    if (result.status !== "ranked") throw new Error("The flats rank");
    const { container, rerender } = render(<MatrixResultView input={flats} result={result} stale={false} />);
    const robustness = container.querySelector(".matrix-robustness") as HTMLElement;
    await expect.poll(() => robustness.getAttribute("aria-busy"), { timeout: 30_000 }).toBe("false");

    rerender(<MatrixResultView input={flats} result={result} stale />);

    expect(robustness.getAttribute("aria-busy")).toBe("true");
  });
});
