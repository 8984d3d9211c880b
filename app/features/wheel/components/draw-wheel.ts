import { segmentColourIndex, segmentTurns, type WheelEntry, type WheelSegments } from "~/features/wheel/domain/wheel";
import { fitLabel, labelFontSizes, textDirection } from "~/features/wheel/domain/wheel-labels";

// Each fill with the text colour that keeps at least 4.5:1 contrast on it.
const palette = [
  { fill: "#4f46e5", text: "#ffffff" },
  { fill: "#f59e0b", text: "#1f2937" },
  { fill: "#0f766e", text: "#ffffff" },
  { fill: "#84cc16", text: "#1f2937" },
  { fill: "#be123c", text: "#ffffff" },
  { fill: "#38bdf8", text: "#0f172a" },
  { fill: "#7c3aed", text: "#ffffff" },
  { fill: "#fb923c", text: "#1f2937" },
];
const emptyFill = "#cbd5e1";
const rimColour = "#1e293b";
const hubFill = "#f8fafc";
// Above this many segments, lines between them would merge into a grey blur: colours alone part them.
const mostSeparatedSegments = 120;

/** Canvas angle of a wheel position: turns from the top, clockwise (the canvas's y axis points down). */
const angleOf = (turns: number) => (turns - 0.25) * 2 * Math.PI;

/**
 * Draws the wheel unturned, once per list and size: segments, the labels that fit, hub and rim. Turning it is a
 * transform of the finished picture, which costs a frame almost nothing.
 */
export function drawWheel(
  canvas: HTMLCanvasElement,
  entries: readonly WheelEntry[],
  segments: WheelSegments,
  size: number,
): void {
  const ratio = window.devicePixelRatio || 1;
  const pixels = Math.round(size * ratio);
  if (canvas.width !== pixels) {
    canvas.width = pixels;
    canvas.height = pixels;
  }
  const context = size > 0 ? canvas.getContext("2d") : null;
  if (!context) return;
  const radius = size / 2;
  context.setTransform(ratio, 0, 0, ratio, radius * ratio, radius * ratio);
  context.clearRect(-radius, -radius, size, size);

  const count = entries.length;
  const wheelRadius = radius - 2;
  for (let i = 0; i < count; i++) {
    const { start, end } = segmentTurns(segments, i);
    context.beginPath();
    context.moveTo(0, 0);
    context.arc(0, 0, wheelRadius, angleOf(start), angleOf(end));
    context.closePath();
    context.fillStyle = (palette[segmentColourIndex(i, count, palette.length)] ?? palette[0]!).fill;
    context.fill();
  }
  if (count === 0) {
    context.beginPath();
    context.arc(0, 0, wheelRadius, 0, 2 * Math.PI);
    context.fillStyle = emptyFill;
    context.fill();
  }
  if (count > 1 && count <= mostSeparatedSegments) {
    context.strokeStyle = "#ffffff";
    context.lineWidth = 1;
    for (let i = 0; i < count; i++) {
      const angle = angleOf(segmentTurns(segments, i).start);
      context.beginPath();
      context.moveTo(0, 0);
      context.lineTo(Math.cos(angle) * wheelRadius, Math.sin(angle) * wheelRadius);
      context.stroke();
    }
  }
  drawLabels(context, canvas, entries, segments, wheelRadius);

  const hubRadius = wheelRadius * 0.12;
  context.beginPath();
  context.arc(0, 0, hubRadius, 0, 2 * Math.PI);
  context.fillStyle = hubFill;
  context.fill();
  context.lineWidth = 2;
  context.strokeStyle = rimColour;
  context.stroke();
  context.beginPath();
  context.arc(0, 0, wheelRadius, 0, 2 * Math.PI);
  context.stroke();
}

function drawLabels(
  context: CanvasRenderingContext2D,
  canvas: HTMLCanvasElement,
  entries: readonly WheelEntry[],
  segments: WheelSegments,
  wheelRadius: number,
) {
  const { fontFamily: family, direction } = getComputedStyle(canvas);
  // A label reads in its own name's direction; one without letters in the page's (right to left in Arabic).
  const pageDirection = direction === "rtl" ? "rtl" : "ltr";
  const fontOf = (size: number) => `600 ${size}px ${family}`;
  const measure = (text: string, size: number) => {
    context.font = fontOf(size);
    return context.measureText(text).width;
  };
  const area = { outerRadius: wheelRadius - 8, innerRadius: wheelRadius * 0.14, ...labelFontSizes(wheelRadius) };
  context.textAlign = "right";
  context.textBaseline = "middle";
  entries.forEach((entry, i) => {
    const { start, end } = segmentTurns(segments, i);
    const label = fitLabel(entry.label, end - start, area, measure);
    if (!label) return;
    context.save();
    context.rotate(angleOf((start + end) / 2));
    context.font = fontOf(label.fontSize);
    context.direction = textDirection(label.text, pageDirection);
    context.fillStyle = (palette[segmentColourIndex(i, entries.length, palette.length)] ?? palette[0]!).text;
    context.fillText(label.text, area.outerRadius, 0);
    context.restore();
  });
}
