import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { deliverLink, type Delivery, ManualCopyField } from "~/kernel/lists/components/link-delivery";
import { encodeMatrixLink } from "~/features/matrix/domain/matrix-link";
import type { MatrixState } from "~/features/matrix/domain/matrix-state";

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
    const url = `${window.location.origin}${window.location.pathname}#${await encodeMatrixLink(matrix)}`;
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
      {current?.delivery === "shown" && <ManualCopyField url={current.url} />}
    </div>
  );
}
