import { useEffect, useState } from "react";
import { decodeListLink, type SharedList } from "~/kernel/lists/domain/list-link";
import { beforeEarlyPresses } from "~/kernel/ui/hooks/use-early-presses";

/** What opening the page's link did: nothing (no list in it), filled in a list, or found a damaged one. */
export type ListLinkOpening = { status: "none" } | { status: "opened"; count: number } | { status: "damaged" };

/**
 * Hands a list carried in the page's link (`#list=…`) to the page, after hydration (the server never sees
 * a fragment), and again when the fragment changes. `apply` must be stable.
 */
export function useListLink(apply: (list: SharedList) => void): ListLinkOpening {
  const [opening, setOpening] = useState<ListLinkOpening>({ status: "none" });
  useEffect(() => {
    let active = true;
    const open = async () => {
      const reading = await decodeListLink(window.location.hash);
      if (!active || reading.status === "none") return;
      // The form holds the list from now on: a reload or a remount must not overwrite later edits with it.
      const { pathname, search } = window.location;
      window.history.replaceState(window.history.state, "", pathname + search);
      if (reading.status === "damaged") return setOpening(reading);
      apply(reading.list);
      setOpening({ status: "opened", count: reading.list.choices.length });
    };
    beforeEarlyPresses(open());
    window.addEventListener("hashchange", open);
    return () => {
      active = false;
      window.removeEventListener("hashchange", open);
    };
  }, [apply]);
  return opening;
}
