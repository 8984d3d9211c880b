import { lazy, Suspense } from "react";
import type { StatementCounts } from "~/kernel/receipts/domain/statement";
import type { VerifiableMode } from "~/kernel/receipts/hooks/use-verifiable-mode";
import { CheckRow } from "~/kernel/ui/components/check-row";

// Most draws and splits are not verifiable: the statement composer (its sources, spellings and hashes) loads when the
// box is ticked, which keeps /draw and /teams within their budget.
const StatementComposer = lazy(() =>
  import("~/kernel/receipts/components/statement-composer").then(({ StatementComposer }) => ({
    default: StatementComposer,
  })),
);

interface VerifiableToggleProps {
  label: string;
  mode: VerifiableMode;
  /** What the statement counts, or null while the list or the numbers cannot be read. */
  counts: StatementCounts | null;
  /** The SHA-256 of the list file. */
  listHash: string;
  /** A result was just made with the previous secret. */
  afterResult: boolean;
  disabled: boolean;
}

/** The box that makes a draw or split verifiable, and, once ticked, the statement to publish before it. */
export function VerifiableToggle({ label, mode, counts, listHash, afterResult, disabled }: VerifiableToggleProps) {
  return (
    <>
      <CheckRow checked={mode.secret !== null} disabled={disabled} onCheck={mode.toggle}>
        {label}
      </CheckRow>
      {mode.secret && (
        <Suspense fallback={<p className="hint">Loading the statement…</p>}>
          {/* A component and its props, as any is written (the list editors' look alike): nothing shared but the shape. */}
          <StatementComposer
            secret={mode.secret}
            counts={counts}
            listHash={listHash}
            afterResult={afterResult}
            disabled={disabled}
            onRenewSecret={mode.renewSecret}
            onComposed={mode.setComposed}
          />
        </Suspense>
      )}
    </>
  );
}
