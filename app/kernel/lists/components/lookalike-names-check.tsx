import { lazy, Suspense, useMemo } from "react";
import type { LookalikeNamesProps } from "~/kernel/lists/components/lookalike-names-notice";

// The check and its data (Unicode's confusables, 29 KB gzip) load only for a list with a character beyond ASCII, so
// no page's first visit carries them: every pair it reports holds such a character (docs/decisions/020-lookalike-names.md).
const LookalikeNamesNotice = lazy(() =>
  import("~/kernel/lists/components/lookalike-names-notice").then(({ LookalikeNamesNotice }) => ({
    default: LookalikeNamesNotice,
  })),
);
// A code unit past 0x7F, as /\P{ASCII}/u finds a code point past it, without the Unicode mode's cost on each of
// 100,000 lines (70 ms at CPU ×4 in the render that shows a pasted list).
const beyondAscii = /[\u0080-\uFFFF]/;

/** Says which lines of a list hold names that look alike, once its check has loaded; nothing for a list in ASCII. */
export function LookalikeNamesCheck(props: LookalikeNamesProps) {
  const mayHoldLookalikes = useMemo(() => props.rows.some((row) => beyondAscii.test(row)), [props.rows]);
  if (!mayHoldLookalikes) return null;
  return (
    <Suspense fallback={null}>
      <LookalikeNamesNotice {...props} />
    </Suspense>
  );
}
