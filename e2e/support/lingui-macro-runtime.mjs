// What Lingui's `@lingui/core/macro` compiles to, done at run time for the test runner (lingui-macro-loader.mjs):
// message descriptors carrying the English text and its values. The journeys word nothing in Node, so the id is the
// text itself rather than Lingui's hash.

/** @typedef {{ choice: { kind: string; value: unknown; cases: Record<string, string> } }} Choice */

/** @param {string} kind */
const choiceFormat =
  (kind) =>
  /** @type {(value: unknown, cases: Record<string, string>) => Choice} */
  (value, cases) => ({ choice: { kind, value, cases } });

export const plural = choiceFormat("plural");
export const select = choiceFormat("select");
export const selectOrdinal = choiceFormat("selectordinal");

/**
 * `msg` as a tag (msg`Hello ${name}`) or with a descriptor (msg({ message, comment })).
 * @param {TemplateStringsArray | { id?: string; message: string; context?: string }} strings
 * @param {unknown[]} expressions
 */
export function msg(strings, ...expressions) {
  if (!("raw" in strings)) {
    const { id, message, context } = strings;
    return { id: id ?? message, message, ...(context && { context }) };
  }
  /** @type {Record<number, unknown>} */
  const values = {};
  let message = strings[0] ?? "";
  expressions.forEach((expression, index) => {
    const choice = isChoice(expression) ? expression.choice : undefined;
    values[index] = choice ? choice.value : expression;
    message += placeholder(choice, index) + (strings[index + 1] ?? "");
  });
  return { id: message, message, values };
}

/** @param {unknown} expression @returns {expression is Choice} */
const isChoice = (expression) => typeof expression === "object" && expression !== null && "choice" in expression;

/** @param {Choice["choice"] | undefined} choice @param {number} index */
function placeholder(choice, index) {
  if (!choice) return `{${index}}`;
  const branches = Object.entries(choice.cases).map(
    ([key, text]) => `${/^\d+$/.test(key) ? `=${key}` : key} {${text}}`,
  );
  return `{${index}, ${choice.kind}, ${branches.join(" ")}}`;
}
