import { useLingui } from "@lingui/react/macro";

/**
 * What a tool's card shows instead of its tool while the page takes in the shared link it was opened from (the
 * document is marked until then: app/early-press-capture.ts). Hidden otherwise, by the stylesheet, so it is in the
 * prerendered page in its language and takes no room until a link opens.
 */
export function OpeningLinkNotice() {
  const { t } = useLingui();
  return <p className="opening-link-notice">{t`Opening the shared link…`}</p>;
}
