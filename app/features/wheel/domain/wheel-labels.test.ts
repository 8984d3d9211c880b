import { describe, expect, it } from "vitest";
import { randomIndex } from "~/kernel/random/domain/random";
import { layOutSegments, segmentTurns } from "~/features/wheel/domain/wheel";
import {
  fitLabel,
  type LabelArea,
  labelFontSizes,
  type MeasureText,
  textDirection,
} from "~/features/wheel/domain/wheel-labels";
import { seededSource } from "~/test/seeded-source";

const graphemes = new Intl.Segmenter(undefined, { granularity: "grapheme" });
const graphemesOf = (text: string) => [...graphemes.segment(text)].map(({ segment }) => segment);

/** A font where every character, emoji and ellipsis included, is 0.6 of the font size wide. */
const measure: MeasureText = (text, fontSize) => graphemesOf(text).length * 0.6 * fontSize;

/** A wheel of the given radius with the margins the wheel view uses: labels end 8 px inside the rim. */
const areaFor = (radius: number): LabelArea => ({
  outerRadius: radius - 8,
  innerRadius: radius * 0.14,
  ...labelFontSizes(radius),
});
const phone = { radius: 140, area: areaFor(140) };
const desktop = { radius: 240, area: areaFor(240) };

/** True when the label's glyph box, drawn along the segment's middle line and ending at the rim, stays inside it. */
function staysInside(label: { text: string; fontSize: number }, turns: number, radius: number, area: LabelArea) {
  const inner = area.outerRadius - measure(label.text, label.fontSize);
  const halfHeight = label.fontSize / 2;
  const withinAngle = turns >= 0.5 || Math.atan2(halfHeight, inner) <= Math.PI * turns + 1e-12;
  const withinRim = Math.hypot(area.outerRadius, halfHeight) <= radius;
  return inner >= area.innerRadius - 1e-9 && withinAngle && withinRim;
}

describe("a wheel label", () => {
  it("shows a short name whole, in the largest font, on a wide segment", () => {
    expect(fitLabel("Tea", 0.5, desktop.area, measure)).toEqual({ text: "Tea", fontSize: 24 });
  });

  it("shrinks the font for a longer name until the whole name fits", () => {
    const label = fitLabel("Grandmother's lasagne", 1 / 6, desktop.area, measure);
    expect(label?.text).toBe("Grandmother's lasagne");
    expect(label!.fontSize).toBeLessThan(24);
    expect(label!.fontSize).toBeGreaterThanOrEqual(12);
    expect(staysInside(label!, 1 / 6, desktop.radius, desktop.area)).toBe(true);
  });

  it("cuts a 500-character name with an ellipsis and keeps it legible", () => {
    for (const { radius, area } of [phone, desktop]) {
      const name = `${"Long name ".repeat(50).trim()}!`;
      expect(name).toHaveLength(500);
      const label = fitLabel(name, 0.5, area, measure);
      expect(label?.text).toMatch(/^Long name L[^…]*…$/);
      expect(label!.fontSize).toBe(area.maximumFontSize);
      expect(staysInside(label!, 0.5, radius, area)).toBe(true);
    }
  });

  it("never splits an emoji or a letter with its accent when it cuts", () => {
    const family = "👩‍👩‍👧‍👦";
    const accented = "e\u0301";
    for (const name of [family.repeat(200), accented.repeat(300)]) {
      const label = fitLabel(name, 0.25, phone.area, measure);
      const kept = graphemesOf(label!.text.slice(0, -1));
      expect(kept.length).toBeGreaterThan(0);
      expect(new Set(kept)).toEqual(new Set([name === family.repeat(200) ? family : accented]));
    }
  });

  it("keeps hostile markup as plain text", () => {
    const markup = "<b>Bo</b>";
    expect(fitLabel(markup, 0.5, desktop.area, measure)?.text).toBe(markup);
  });

  it("gives way to the segment's colour when the segment is too thin, without measuring anything", () => {
    let measured = 0;
    const counting: MeasureText = (text, size) => {
      measured++;
      return measure(text, size);
    };
    for (const { area } of [phone, desktop]) {
      expect(fitLabel("Ann", 1 / 1000, area, counting)).toBeNull();
      expect(fitLabel("Ann", 1 / 400, area, counting)).toBeNull();
    }
    expect(measured).toBe(0);
    expect(fitLabel("Ann", 1 / 30, phone.area, measure)).not.toBeNull();
  });

  it("never leaves its segment, or goes below the legible minimum, for wheels of 2 to 1,000 names", () => {
    const source = seededSource(7);
    const pieces = ["Ann", "Bartholomew", "😀", "שלום", "مرحبا", "Zoë", "<b>x</b>", "e\u0301", " and ", "O'Neill"];
    const randomName = () =>
      Array.from({ length: 1 + randomIndex(6, source) }, () => pieces[randomIndex(pieces.length, source)]!)
        .join("")
        .trim() || "x";
    let shown = 0;
    let hidden = 0;
    for (const n of [2, 3, 5, 8, 13, 20, 36, 50, 75, 100, 150, 300, 1000]) {
      for (const weighted of [false, true]) {
        const weights = Array.from({ length: n }, () => (weighted ? 1 + randomIndex(100, source) : 1));
        const segments = layOutSegments(weights);
        for (const { radius, area } of [phone, desktop]) {
          for (let i = 0; i < n; i++) {
            const { start, end } = segmentTurns(segments, i);
            const label = fitLabel(randomName(), end - start, area, measure);
            if (label === null) {
              hidden++;
              continue;
            }
            shown++;
            expect(label.fontSize).toBeGreaterThanOrEqual(area.minimumFontSize);
            expect(label.fontSize).toBeLessThanOrEqual(area.maximumFontSize);
            expect(staysInside(label, end - start, radius, area)).toBe(true);
          }
        }
      }
    }
    // Both cases occur: labels on the wider segments, colour alone on the thinnest.
    expect(shown).toBeGreaterThan(200);
    expect(hidden).toBeGreaterThan(200);
  });

  it("has no label on any segment of a 1,000-name wheel, on a phone or a desktop", () => {
    for (const area of [phone.area, desktop.area, areaFor(500)]) {
      expect(fitLabel("Ann", 1 / 1000, area, measure)).toBeNull();
    }
  });
});

describe("the font sizes", () => {
  it("grow with the wheel between a legible 12 px and 28 px", () => {
    expect(labelFontSizes(100)).toEqual({ minimumFontSize: 12, maximumFontSize: 12 });
    expect(labelFontSizes(240)).toEqual({ minimumFontSize: 12, maximumFontSize: 24 });
    expect(labelFontSizes(600)).toEqual({ minimumFontSize: 12, maximumFontSize: 28 });
  });
});

describe("a name's reading direction", () => {
  it("follows its first letter, in a page of either direction", () => {
    for (const page of ["ltr", "rtl"] as const) {
      expect(textDirection("Ann", page)).toBe("ltr");
      expect(textDirection("שלום", page)).toBe("rtl");
      expect(textDirection("مرحبا", page)).toBe("rtl");
      expect(textDirection("42 שלום", page)).toBe("rtl");
      expect(textDirection("😀 Ann", page)).toBe("ltr");
      expect(textDirection("Team أحمد", page)).toBe("ltr");
      expect(textDirection("أحمد team", page)).toBe("rtl");
    }
  });

  it("is the page's when the name has no letter", () => {
    expect(textDirection("42", "ltr")).toBe("ltr");
    expect(textDirection("42", "rtl")).toBe("rtl");
    expect(textDirection("🍕 2…", "rtl")).toBe("rtl");
    expect(textDirection("", "rtl")).toBe("rtl");
  });
});
