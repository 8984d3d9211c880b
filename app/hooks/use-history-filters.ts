import { useCallback } from "react";
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

/**
 * The history's search text and category, kept in the URL (`?q=`, `?category=`) so they survive a reload
 * and can be shared. `session` changes only when something other than the filters changes the URL
 * (a nav link, back/forward): the fields are uncontrolled and re-read the URL when it changes.
 */
export function useHistoryFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const session = readSession(location.state) ?? location.key;

  const setFilter = useCallback(
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

  return { query: searchParams.get("q") ?? "", category: searchParams.get("category") ?? "", session, setFilter };
}
