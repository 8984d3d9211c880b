import { useLingui } from "@lingui/react/macro";
import { useId } from "react";
import type { CheckProgress } from "~/features/verify/domain/check-progress";
import { formatCount } from "~/kernel/format/domain/count";

/**
 * A check under way: how far the checker's counted work has gone out of its bound (a bar without a value until the
 * worker first says), in words beside the bar, and Cancel.
 */
export function CheckingNotice({ progress, onCancel }: { progress?: CheckProgress; onCancel: () => void }) {
  const { t } = useLingui();
  const id = useId();
  const done = progress && formatCount(progress.done);
  const bound = progress && formatCount(progress.bound);
  const words =
    progress?.work === "placements"
      ? t`Keeping pairs apart: ${done} of at most ${bound} placements tried`
      : progress?.work === "swaps"
        ? t`Balancing the teams: ${done} of at most ${bound} swaps weighed`
        : undefined;
  return (
    <div className="verify-checking">
      <p>{t`Checking the receipt…`}</p>
      <progress
        aria-label={t`Checking the receipt`}
        aria-describedby={words && id}
        value={progress?.done}
        max={progress?.bound}
      />
      {/* Each hundredth of the work changes the words: read when asked for, not announced each time. */}
      {words && (
        <p id={id} aria-live="off">
          {words}
        </p>
      )}
      <button type="button" className="button" onClick={onCancel}>
        {t`Cancel`}
      </button>
    </div>
  );
}
