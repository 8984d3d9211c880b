import { useLingui } from "@lingui/react/macro";
import { useEffect, useId, useRef } from "react";

export type Delivery = "shared" | "copied" | "shown" | "cancelled";

/** Hands the link to the system share sheet, else the clipboard; "shown" when neither would take it. */
export async function deliverLink(url: string): Promise<Delivery> {
  const data = { title: document.title, url };
  if (navigator.share && (!navigator.canShare || navigator.canShare(data))) {
    try {
      await navigator.share(data);
      return "shared";
    } catch (error) {
      // The visitor closed the share sheet: that is an answer, not a failure to fall back from.
      if (error instanceof DOMException && error.name === "AbortError") return "cancelled";
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    return "copied";
  } catch {
    return "shown";
  }
}

/** The link in a read-only field, selected, for when neither sharing nor the clipboard works; "Link to your list" unless a page names it otherwise. */
export function ManualCopyField({ url, label }: { url: string; label?: string }) {
  const { t } = useLingui();
  const fieldId = useId();
  const fieldRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    fieldRef.current?.focus();
    fieldRef.current?.select();
  }, []);
  return (
    <div className="share-link-field">
      <label htmlFor={fieldId}>{label ?? t`Link to your list`}</label>
      <input
        ref={fieldRef}
        id={fieldId}
        type="text"
        readOnly
        value={url}
        onFocus={(event) => event.currentTarget.select()}
      />
    </div>
  );
}
