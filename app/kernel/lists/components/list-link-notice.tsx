import { countOf } from "~/kernel/format/domain/count";
import type { ListLinkOpening } from "~/kernel/lists/hooks/use-list-link";

interface ListLinkNoticeProps {
  opening: ListLinkOpening;
  /** One entry of the list, e.g. "choice". */
  noun: string;
  /**
   * What the link filled in, as the page itself counts it, when that is not one `noun` a line (e.g. "7 entrants,
   * 9 tickets"); "" while the page has not counted it yet.
   */
  count?: string;
}

/** Says what opening a shared link did: which list it filled in, or that the link could not be read. */
export function ListLinkNotice({ opening, noun, count }: ListLinkNoticeProps) {
  if (opening.status === "none") return null;
  if (opening.status === "damaged") {
    return (
      <p className="notice notice-warning" role="alert">
        {`This link’s list could not be read: the link may have been cut short or changed. Nothing was filled in; enter your ${noun}s below, or ask for the link again.`}
      </p>
    );
  }
  const filled = count ?? countOf(opening.count, noun);
  return (
    <p className="notice" role="status">
      {filled ? `Filled in from a shared link: ${filled}.` : "Filled in from a shared link."}
    </p>
  );
}
