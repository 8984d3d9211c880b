/**
 * Characters that show nothing or not themselves: Unicode's categories C (controls, format characters such as
 * zero-width and direction controls, surrogates, private use, unassigned) and Z (separators) but the space, those that
 * render as nothing (Default_Ignorable_Code_Point: variation selectors, Hangul fillers) and the Braille blank.
 */
const hidden = /(?! )[\p{C}\p{Z}\p{Default_Ignorable_Code_Point}\u2800]/gu;

/** `text` with each hidden character (above) written as `\u00a0`, and nothing else changed. */
export const escapeHidden = (text: string) =>
  text.replace(hidden, (character) =>
    character
      .split("")
      .map((unit) => `\\u${unit.charCodeAt(0).toString(16).padStart(4, "0")}`)
      .join(""),
  );

/**
 * Text as JSON, with every hidden character (above) written as `\u00a0`, cut after `length` characters when longer:
 * what was hashed, to the byte, as the standalone scripts show it.
 */
export function escapeInvisible(text: string, length = 40): string {
  const characters = [...text];
  const cut = characters.length > length ? `${characters.slice(0, length - 1).join("")}…` : text;
  return escapeHidden(JSON.stringify(cut));
}

/**
 * A name from a receipt as the page shows it: as it is when it holds no hidden character, quote or backslash; else
 * whole, quoted as JSON with each hidden character escaped, so that "Ann\u2060" never reads as "Ann".
 */
export function shownName(name: string): string {
  return /["\\]/.test(name) || new RegExp(hidden.source, "u").test(name) ? escapeInvisible(name, Infinity) : name;
}
