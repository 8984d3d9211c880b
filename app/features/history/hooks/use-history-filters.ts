import { useCallback, useEffect, useRef, useState } from "react";
import { useLocation, useSearchParams } from "react-router";

export type HistoryFilterName = "q" | "category";

/** Marks the URL edits made by the filters themselves, in the history entry's state. */
interface FilterEditState {
  historyFilterSession: string;
}

const readSession = (state: unknown) =>
  typeof state === "object" && state !== null && "historyFilterSession" in state
    ? String((state as FilterEditState).historyFilterSession)
    : null;

// Each URL edit is a router navigation, which costs a keystroke about 100 ms on a slow device: the search text
// filters at once and reaches the URL once typing pauses.
export const searchUrlDelayMs = 300;

/**
 * The history's search text and category, kept in the URL (`?q=`, `?category=`) so they survive a reload
 * and can be shared. `session` changes only when something other than the filters changes the URL
 * (a nav link, back/forward): the fields are uncontrolled and re-read the URL when it changes.
 */
export function useHistoryFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const session = readSession(location.state) ?? location.key;
  // Search text typed but not yet in the URL, with the session it was typed in.
  const [typed, setTyped] = useState<{ session: string; query: string } | null>(null);
  const urlTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(urlTimer.current), []);

  const writeUrl = useCallback(
    (name: HistoryFilterName, value: string) => {
      const state: FilterEditState = { historyFilterSession: session };
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value === "") next.delete(name);
          else next.set(name, value);
          return next;
        },
        // Replace, so typing does not leave one back-button step per keystroke; keep the scroll position.
        { replace: true, preventScrollReset: true, state },
      );
    },
    [setSearchParams, session],
  );

  const setFilter = useCallback(
    (name: HistoryFilterName, value: string) => {
      if (name === "category") return writeUrl(name, value);
      setTyped({ session, query: value });
      clearTimeout(urlTimer.current);
      urlTimer.current = setTimeout(() => writeUrl(name, value), searchUrlDelayMs);
    },
    [writeUrl, session],
  );

  const query = typed?.session === session ? typed.query : (searchParams.get("q") ?? "");
  return { query, category: searchParams.get("category") ?? "", session, setFilter };
}
