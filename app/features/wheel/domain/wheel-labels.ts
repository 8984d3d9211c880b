// Labels run along each segment's middle line, ending near the rim. A label of font size s stays inside its segment
// of angle α wherever its glyph box's inner end is at least s / (2 sin(α/2)) from the centre, so the label gets the
// room between that point (or the hub, if further out) and the rim. Neighbours' labels then never overlap either.

/** Where labels may go on a wheel, in CSS pixels. */
export interface LabelArea {
  /** The radius a label ends at, just inside the rim. */
  outerRadius: number;
  /** The hub's radius: labels stay outside it. */
  innerRadius: number;
  minimumFontSize: number;
  maximumFontSize: number;
}

/** A label as drawn: its text (cut with an ellipsis when the name is too long) and font size. */
export interface WheelLabel {
  text: string;
  fontSize: number;
}

/** The width `text` takes when drawn at `fontSize`. */
export type MeasureText = (text: string, fontSize: number) => number;

/** The smallest font a label may use on a wheel of this radius (CSS pixels), and the largest. */
export function labelFontSizes(radius: number): { minimumFontSize: number; maximumFontSize: number } {
  return { minimumFontSize: 12, maximumFontSize: Math.min(28, Math.max(12, radius / 10)) };
}

const ellipsis = "…";

/** How far inward from the centre a label's inner end must stay, per pixel of font size, on a segment of `turns`. */
const insetPerFontPixel = (turns: number) => 1 / (2 * Math.sin(Math.PI * Math.min(turns, 0.5)));

const roomAt = (fontSize: number, turns: number, area: LabelArea) =>
  area.outerRadius - Math.max(fontSize * insetPerFontPixel(turns), area.innerRadius);

// Below this room for text a label would show a letter or two: the segment gets its colour only.
const minimumRoomInFontSizes = 3;

const tenths = (size: number) => Math.floor(size * 10) / 10;

/**
 * The label for a name on a segment of `turns` of the wheel: the whole name in the largest font up to the maximum
 * that fits; else, when even the minimum font would not hold it, the name cut with an ellipsis in the largest font
 * that leaves a few letters' room; null when the segment is too thin for a legible label, which then shows only
 * its colour.
 */
export function fitLabel(name: string, turns: number, area: LabelArea, measure: MeasureText): WheelLabel | null {
  const { outerRadius, innerRadius, minimumFontSize, maximumFontSize } = area;
  const inset = insetPerFontPixel(turns);
  const minimumRoom = minimumRoomInFontSizes * minimumFontSize;
  // The largest font that still leaves the minimum room: decided by the segment alone, before measuring anything.
  const cutSize = Math.min(maximumFontSize, (outerRadius - minimumRoom) / inset);
  if (cutSize < minimumFontSize || outerRadius - innerRadius < minimumRoom) return null;

  // Text width grows in proportion to font size, so one measurement gives the largest size the whole name fits at.
  const widthPerPixel = measure(name, maximumFontSize) / maximumFontSize;
  const wholeSize = tenths(
    Math.min(maximumFontSize, outerRadius / (widthPerPixel + inset), (outerRadius - innerRadius) / widthPerPixel),
  );
  if (wholeSize >= minimumFontSize) {
    const room = roomAt(wholeSize, turns, area);
    if (measure(name, wholeSize) <= room) return { text: name, fontSize: wholeSize };
    return cutToFit(name, wholeSize, room, measure);
  }
  const fontSize = tenths(cutSize);
  return cutToFit(name, fontSize, roomAt(fontSize, turns, area), measure);
}

const graphemes = new Intl.Segmenter(undefined, { granularity: "grapheme" });

/**
 * The longest start of `name`, whole characters only (an emoji or an accented letter is never split), that fits
 * `room` with an ellipsis; null if not even one does.
 */
function cutToFit(name: string, fontSize: number, room: number, measure: MeasureText): WheelLabel | null {
  // No character is narrower than a tenth of the font size, so a cut never needs more than this many.
  const longest = Math.ceil(room / (fontSize * 0.1));
  const ends: number[] = [];
  for (const { index, segment } of graphemes.segment(name)) {
    ends.push(index + segment.length);
    if (ends.length >= longest) break;
  }
  const textOf = (count: number) => `${name.slice(0, ends[count - 1]).trimEnd()}${ellipsis}`;
  // The largest count of characters that fits, by bisection: fitting only gets harder as the cut grows.
  let low = 0;
  let high = ends.length;
  while (low < high) {
    const middle = (low + high + 1) >>> 1;
    if (measure(textOf(middle), fontSize) <= room) low = middle;
    else high = middle - 1;
  }
  return low === 0 ? null : { text: textOf(low), fontSize };
}

const rightToLeftScript =
  /[\p{Script=Hebrew}\p{Script=Arabic}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}\p{Script=Samaritan}\p{Script=Mandaic}\p{Script=Adlam}]/u;

/**
 * The direction a label reads in, as `dir="auto"` decides it: from the name's first letter (Hebrew or Arabic names read
 * right to left, Latin ones left to right, whatever the page's language); a name without letters ("42", "🍕 2") reads
 * in the page's direction.
 */
export function textDirection(name: string, pageDirection: "ltr" | "rtl"): "ltr" | "rtl" {
  const firstLetter = /\p{L}/u.exec(name)?.[0];
  if (firstLetter === undefined) return pageDirection;
  return rightToLeftScript.test(firstLetter) ? "rtl" : "ltr";
}
