import confusablesText from "unhomoglyph/data.json?raw";

/** Two names on different lines that are written differently but look the same, with their 1-based line numbers. */
export interface LookalikeNames {
  lines: [number, number];
  names: [string, string];
  /** "invisible": they differ only in invisible characters or in which space they use; "letters": in their letters. */
  difference: "invisible" | "letters";
}

// Characters that show nothing (a zero-width space, a soft hyphen, a joiner): UTS #39's skeleton drops them.
const invisible = /\p{Default_Ignorable_Code_Point}/gu;
const spaces = /\s/gu;
// unhomoglyph's data is Unicode's confusables.txt (13.0.0) as { character: its prototype }. Read as text and parsed
// here: imported as JSON, Vite makes one export of each of its 6,311 keys (61 KB gzip, not 29), and unhomoglyph's own
// function, a CommonJS module, would bring a module runtime into every page's first visit.
const prototypes = new Map(Object.entries(JSON.parse(confusablesText) as Record<string, string>));
const ascii = /^\p{ASCII}*$/u;
const plain = (name: string) => name.replace(invisible, "").replace(spaces, " ");

/**
 * A name's confusable skeleton (Unicode UTS #39): NFD, without invisible characters, each character mapped through
 * confusables.txt, NFD again. NFKC first, beyond UTS #39, so a full-width name meets its plain twin: confusables.txt
 * maps some full-width letters ("ａ") but not all ("ｎ").
 */
export function skeleton(name: string): string {
  let mapped = "";
  for (const character of name.normalize("NFKC").normalize("NFD").replace(invisible, "")) {
    mapped += prototypes.get(character) ?? character;
  }
  return mapped.normalize("NFD");
}

/**
 * The pairs of names that look alike in a list: `names[i]` is the name read on line i + 1, or null for a line with
 * none. A name that looks like an earlier, different one is paired with the first of those; a name written exactly as
 * an earlier one is a repeated name, which the list's own reading reports, and is not paired again. Two names in
 * ASCII alone are not paired: "rn" beside "m", or "0" beside "O", is a typing slip more than a disguise.
 */
export function findLookalikeNames(names: readonly (string | null)[]): LookalikeNames[] {
  const seen = new Map<string, { name: string; line: number }[]>();
  const pairs: LookalikeNames[] = [];
  names.forEach((name, index) => {
    if (!name) return;
    const key = skeleton(name);
    const twins = seen.get(key) ?? [];
    if (twins.some((twin) => twin.name === name)) return;
    const twin = ascii.test(name) ? twins.find((earlier) => !ascii.test(earlier.name)) : twins[0];
    if (twin) {
      pairs.push({
        lines: [twin.line, index + 1],
        names: [twin.name, name],
        difference: plain(twin.name) === plain(name) ? "invisible" : "letters",
      });
    }
    seen.set(key, [...twins, { name, line: index + 1 }]);
  });
  return pairs;
}
