/**
 * Text as JSON, with every control, invisible or separator character but the space escaped (`\u00a0`), cut after
 * `length` characters when longer: what was hashed, to the byte, as the standalone scripts show it.
 */
export function escapeInvisible(text: string, length = 40): string {
  const characters = [...text];
  const cut = characters.length > length ? `${characters.slice(0, length - 1).join("")}…` : text;
  return JSON.stringify(cut).replace(/(?! )[\p{C}\p{Z}]/gu, (character) =>
    character
      .split("")
      .map((unit) => `\\u${unit.charCodeAt(0).toString(16).padStart(4, "0")}`)
      .join(""),
  );
}
