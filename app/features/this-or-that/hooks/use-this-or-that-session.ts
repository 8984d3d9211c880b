import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { chooseCheckPairs } from "~/features/this-or-that/domain/double-check";
import { explainRanking } from "~/features/this-or-that/domain/ranking-explanation";
import {
  startingSession,
  stepOf,
  transition,
  type FocusTarget,
  type Session,
  type SessionEvent,
} from "~/features/this-or-that/domain/this-or-that-session";
import { useSaveProgress, useThisOrThatProgress } from "~/features/this-or-that/hooks/use-this-or-that-progress";
import { createChoiceRows } from "~/kernel/lists/domain/choice-list";
import type { SharedList } from "~/kernel/lists/domain/list-link";
import { useListLink } from "~/kernel/lists/hooks/use-list-link";
import { usePendingTemplate } from "~/kernel/lists/hooks/use-pending-template";
import { useRecordDecision } from "~/kernel/records/hooks/use-record-decision";
import type { SaveResult } from "~/kernel/records/storage/decision-history";
import { useMoveFocus } from "~/kernel/ui/hooks/use-move-focus";

/** Where each focus target is in the page's view. */
const focusTargets: Record<FocusTarget, (view: HTMLElement) => HTMLElement | null> = {
  // The question's first answer, else the ranking.
  "first-answer": (view) => view.querySelector(".pair-option") ?? view.querySelector(".result-card"),
  "check-report": (view) => view.querySelector("section.double-check"),
  list: (view) => view.querySelector('form input[type="text"], form textarea'),
};

/**
 * This or That's session on this page: the stored progress with what the page shows around it, events applied
 * through `transition`, and what a transition asks for done here: the progress stored, the finished ranking saved
 * to the history, the focus moved, the list filled in.
 */
export function useThisOrThatSession() {
  const { progress, damaged } = useThisOrThatProgress();
  const saveProgress = useSaveProgress();
  const recordDecision = useRecordDecision();
  const [page, setPage] = useState<Omit<Session, "progress">>(startingSession);
  const [rows, setRows] = useState(() => createChoiceRows([]));
  const [saved, setSaved] = useState<SaveResult | null>(null);
  const [kept, setKept] = useState(true);
  const { ref: viewRef, moveFocus } = useMoveFocus<HTMLDivElement>();
  const session: Session = { ...page, progress };

  const dispatch = (event: SessionEvent) => {
    const { session: next, record, focus, list } = transition(session, event);
    const apply = () => {
      if (next.progress !== progress) setKept(saveProgress(next.progress));
      setPage({ editing: next.editing, announcement: next.announcement, drawn: next.drawn });
      if (list) setRows(createChoiceRows(list));
      if (record) setSaved(recordDecision(record));
      // A new ranking, or none, has nothing saved yet.
      else if (!next.progress?.answers.length) setSaved(null);
    };
    if (focus) moveFocus(apply, focusTargets[focus]);
    else apply();
  };

  // The list can be handed in after hydration: the events it sends use the session of the latest render.
  const latestDispatch = useRef(dispatch);
  useEffect(() => {
    latestDispatch.current = dispatch;
  });
  const openList = useCallback((choices: readonly string[]) => {
    setRows(createChoiceRows([...choices]));
    latestDispatch.current({ type: "open-list" });
  }, []);
  usePendingTemplate(openList);
  const linkOpening = useListLink(useCallback((list: SharedList) => openList(list.choices), [openList]));

  const step = useMemo(() => (progress ? stepOf(progress) : null), [progress]);
  const ranking = step?.status === "done" ? step.ranking : null;
  const places = useMemo(
    () => (progress && ranking ? explainRanking(progress.options, ranking, progress.answers) : []),
    [progress, ranking],
  );
  const checkPairs = useMemo(
    () => (progress && ranking ? chooseCheckPairs(ranking, progress.answers) : []),
    [progress, ranking],
  );

  return {
    session,
    step,
    places,
    checkPairs,
    rows,
    setRows,
    damaged,
    kept,
    saved,
    linkOpening,
    viewRef,
    dispatch,
  };
}
