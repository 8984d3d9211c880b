import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { readVoteLink, votePath, type VoteLinkReading } from "~/features/vote/domain/vote-links";
import { languageOfPath, localizedPath } from "~/i18n/languages";

/** The poll link in the page's fragment; "loading" until hydration (the server never sees a fragment). */
export type VoteLinkState = { status: "loading" } | VoteLinkReading;

// A shared list (`#list=…`) fills the new-poll form instead (useListLink); it is not a poll's link.
const readPageLink = (hash: string): VoteLinkReading =>
  hash.startsWith("#list=") ? { status: "none" } : readVoteLink(hash);

/** Reads the fragment after hydration and again whenever it changes (a new poll, a link pasted in). */
export function useVoteLink(): VoteLinkState {
  const [state, setState] = useState<VoteLinkState>({ status: "loading" });
  useEffect(() => {
    const read = () => setState(readPageLink(window.location.hash));
    read();
    window.addEventListener("hashchange", read);
    return () => window.removeEventListener("hashchange", read);
  }, []);
  return state;
}

/** Opens another poll link in this page, as following it would. */
export function goToVoteLink(fragment: string): void {
  window.location.hash = fragment;
}

/** /vote in the page's language: a new vote, or a poll this device organised, opens in the language read now. */
export function useVotePagePath(): string {
  return localizedPath(votePath, languageOfPath(useLocation().pathname).code);
}
