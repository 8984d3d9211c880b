import { countOf } from "~/domain/count";
import type { ListLinkOpening } from "~/hooks/use-list-link";

/**
 * Says what opening a shared link did: which list it filled in, or that the link could not be read.
 * `noun` is one entry of the list, e.g. "choice".
 */
export function ListLinkNotice({ opening, noun }: { opening: ListLinkOpening; noun: string }) {
  if (opening.status === "none") return null;
  if (opening.status === "damaged") {
    return (
      <p className="notice notice-warning" role="alert">
        {`This link’s list could not be read: the link may have been cut short or changed. Nothing was filled in; enter your ${noun}s below, or ask for the link again.`}
      </p>
    );
  }
  return (
    <p className="notice" role="status">
      {`Filled in from a shared link: ${countOf(opening.count, noun)}.`}
    </p>
  );
}
