import { lazy, Suspense } from "react";
import type { ListNoun } from "~/kernel/lists/domain/list-nouns";
import type { ListLinkOpening } from "~/kernel/lists/hooks/use-list-link";

export interface ListLinkNoticeProps {
  opening: ListLinkOpening;
  /** One entry of the list. */
  noun: ListNoun;
  /**
   * What the link filled in, as the page itself counts it, when that is not one `noun` a line (e.g. "7 entrants,
   * 9 tickets"); "" while the page has not counted it yet.
   */
  count?: string;
}

// A first visit's link holds no list, and then nothing is said: the notice and its words load when one did.
const ListLinkNoticeText = lazy(() =>
  import("~/kernel/lists/components/list-link-notice-text").then(({ ListLinkNoticeText }) => ({
    default: ListLinkNoticeText,
  })),
);

/** Says what opening a shared link did: which list it filled in, or that the link could not be read. */
export function ListLinkNotice(props: ListLinkNoticeProps) {
  if (props.opening.status === "none") return null;
  return (
    <Suspense fallback={null}>
      <ListLinkNoticeText {...props} />
    </Suspense>
  );
}
