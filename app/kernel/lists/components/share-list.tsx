import { lazy, Suspense, useId, useState } from "react";
import { useLingui } from "@lingui/react/macro";
import type { Delivery } from "~/kernel/lists/components/link-delivery";
import { encodeListLink, type SharedList } from "~/kernel/lists/domain/list-link";

// Handing the link on (the share sheet, the clipboard, or a field to copy it from) loads on the first press: a page
// that is never shared never loads it.
const ManualCopyField = lazy(() =>
  import("~/kernel/lists/components/link-delivery").then(({ ManualCopyField }) => ({ default: ManualCopyField })),
);

/** What a Share button says about what its link carries. */
export interface ShareWording {
  button: string;
  /** Under the button: what travels in the link, and who can see it. */
  hint: string;
  /** Said once the link is copied. */
  copied: string;
  /** Said when the link is shown in a field instead, to copy by hand. */
  shown: string;
  /** That field's label. */
  field: string;
}

interface Shared {
  /** The list the link was made from: a result no longer applies once the list changes. */
  listKey: string;
  url: string;
  delivery: Delivery | "making";
}

/**
 * The Share list button: a link to this page with `list` in its fragment, shared, copied or shown. `wording` says what
 * else the list carries, when it does (teams made from it).
 */
export function ShareList({ list, wording: pageWording }: { list: SharedList; wording?: ShareWording }) {
  const { t } = useLingui();
  const wording = pageWording ?? {
    button: t`Share list`,
    hint: t`The list travels inside the link, after the #, which browsers never send to a server. Anyone with the link can see the list.`,
    copied: t`Link copied. Paste it anywhere to share your list.`,
    shown: t`Copy the link below to share your list.`,
    field: t`Link to your list`,
  };
  const [shared, setShared] = useState<Shared | null>(null);
  const noteId = useId();
  // Serialised only once there is a result to compare: a list can hold thousands of choices.
  const current = shared && shared.listKey === JSON.stringify(list) ? shared : null;
  const empty = list.choices.length === 0;

  const share = async () => {
    if (current?.delivery === "making") return;
    const listKey = JSON.stringify(list);
    // The status region appears empty first, so its message is announced when it arrives.
    setShared({ listKey, url: "", delivery: "making" });
    const [fragment, { deliverLink }] = await Promise.all([
      encodeListLink(list),
      import("~/kernel/lists/components/link-delivery"),
    ]);
    const url = `${window.location.origin}${window.location.pathname}#${fragment}`;
    setShared({ listKey, url, delivery: await deliverLink(url) });
  };

  return (
    <div className="share-list">
      <button type="button" className="button" disabled={empty} aria-describedby={noteId} onClick={() => void share()}>
        {wording.button}
      </button>
      <p id={noteId} className="hint">
        {empty ? t`Fill in the list to share it.` : wording.hint}
      </p>
      {shared && (
        <p className="share-status" role="status">
          {current && current.delivery !== "making" ? confirmation(current.delivery, wording, t`Link shared.`) : ""}
        </p>
      )}
      {current?.delivery === "shown" && (
        <Suspense fallback={null}>
          <ManualCopyField url={current.url} label={wording.field} />
        </Suspense>
      )}
    </div>
  );
}

function confirmation(delivery: Delivery, wording: ShareWording, shared: string): string {
  if (delivery === "shared") return shared;
  return delivery === "cancelled" ? "" : wording[delivery];
}
