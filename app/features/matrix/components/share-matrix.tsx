import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { lazy, Suspense, useState } from "react";
import type { Delivery } from "~/kernel/lists/components/link-delivery";
import { encodeMatrixLink } from "~/features/matrix/domain/matrix-link";
import type { MatrixState } from "~/features/matrix/domain/matrix-state";

// Handing the link on loads on the first press, as the Share list button's does: a matrix never shared never loads it.
const ManualCopyField = lazy(() =>
  import("~/kernel/lists/components/link-delivery").then(({ ManualCopyField }) => ({ default: ManualCopyField })),
);

const confirmations: Record<Exclude<Delivery, "cancelled">, MessageDescriptor> = {
  shared: msg`Link shared.`,
  copied: msg`Link copied. Whoever opens it sees this whole matrix.`,
  shown: msg`Copy the link below to share your matrix.`,
};

/** The Share matrix button: a link to this page carrying the whole matrix in its fragment. */
export function ShareMatrix({ matrix }: { matrix: MatrixState }) {
  const { t, i18n } = useLingui();
  const [shared, setShared] = useState<{ matrix: MatrixState; url: string; delivery: Delivery | "making" } | null>(
    null,
  );
  // A result no longer applies once the matrix changes.
  const current = shared?.matrix === matrix ? shared : null;

  const share = async () => {
    setShared({ matrix, url: "", delivery: "making" });
    const [fragment, { deliverLink }] = await Promise.all([
      encodeMatrixLink(matrix),
      import("~/kernel/lists/components/link-delivery"),
    ]);
    const url = `${window.location.origin}${window.location.pathname}#${fragment}`;
    setShared({ matrix, url, delivery: await deliverLink(url) });
  };

  return (
    <div className="share-list">
      <button type="button" className="button" onClick={() => void share()}>
        {t`Share matrix`}
      </button>
      <p className="hint">
        {t`The whole matrix travels inside the link, after the #, which browsers never send to a server. Anyone with the link can see it.`}
      </p>
      {shared && (
        <p className="share-status" role="status">
          {current && current.delivery !== "making" && current.delivery !== "cancelled"
            ? i18n._(confirmations[current.delivery])
            : ""}
        </p>
      )}
      {current?.delivery === "shown" && (
        <Suspense fallback={null}>
          <ManualCopyField url={current.url} />
        </Suspense>
      )}
    </div>
  );
}
