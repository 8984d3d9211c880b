// U+2068 FIRST STRONG ISOLATE and U+2069 POP DIRECTIONAL ISOLATE: the plain-text twin of `<bdi>`.
const firstStrongIsolate = "\u2068";
const popDirectionalIsolate = "\u2069";

/**
 * A visitor's text set apart from the sentence around it, for text that cannot hold a `<bdi>` (a live region's
 * message, a copy to the clipboard): a name in Arabic inside an English sentence, or in Latin letters inside an Arabic
 * one, then reads in its own direction without reordering the words and numbers around it.
 */
export function isolate(typed: string): string {
  return `${firstStrongIsolate}${typed}${popDirectionalIsolate}`;
}
