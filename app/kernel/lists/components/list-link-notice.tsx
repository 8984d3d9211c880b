import { useEffect, useReducer } from "react";
import { carriesListLink } from "~/kernel/lists/domain/list-link";
import type { ListNoun } from "~/kernel/lists/domain/list-nouns";
import type { ListLinkOpening } from "~/kernel/lists/hooks/use-list-link";
import { beforeEarlyPresses } from "~/kernel/ui/hooks/use-early-presses";

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

type NoticeText = typeof import("~/kernel/lists/components/list-link-notice-text").ListLinkNoticeText;

// A first visit's link holds no list, and then nothing is said: the notice and its words load when one did.
let loadedNoticeText: NoticeText | undefined;
let noticeLoading: Promise<NoticeText> | undefined;
const loadNoticeText = () =>
  (noticeLoading ??= import("~/kernel/lists/components/list-link-notice-text").then(
    ({ ListLinkNoticeText }) => (loadedNoticeText = ListLinkNoticeText),
    (error: unknown) => {
      noticeLoading = undefined;
      throw error;
    },
  ));

/** Says what opening a shared link did: which list it filled in, or that the link could not be read. */
export function ListLinkNotice(props: ListLinkNoticeProps) {
  const [, noticeLoaded] = useReducer(() => true, false);
  const opened = props.opening.status !== "none";
  // Start-up work of the hydrating render (use-early-presses.ts): the page shows what a link filled in once the notice
  // has loaded, so that it shows with the list; arriving a moment later, it would push the list and its decision
  // button down under a finger.
  useEffect(() => {
    if (carriesListLink(window.location.hash)) beforeEarlyPresses(loadNoticeText().catch(() => undefined));
  }, []);
  // Renders again once loaded: a link opened later (its fragment changed), a load that failed at start-up and is tried
  // again, or one that ended between this render and its effect.
  useEffect(() => {
    if (opened) loadNoticeText().then(noticeLoaded, () => undefined);
  }, [opened]);
  if (!opened || !loadedNoticeText) return null;
  // The same component on every render once loaded: the status keeps its element, and is not announced again.
  const NoticeText = loadedNoticeText;
  return <NoticeText {...props} />;
}
