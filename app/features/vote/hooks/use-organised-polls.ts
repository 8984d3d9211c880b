import { useMemo, useSyncExternalStore } from "react";
import {
  forgetOrganisedPoll,
  readRawOrganisedPolls,
  restoreOrganisedPolls,
  saveOrganisedPoll,
  subscribeToOrganisedPolls,
} from "~/features/vote/storage/organised-polls";

const serverSnapshot = () => null;

/** The polls this device organised, newest first, with the organiser links that open them again. */
export function useOrganisedPolls() {
  const raw = useSyncExternalStore(subscribeToOrganisedPolls, readRawOrganisedPolls, serverSnapshot);
  const polls = useMemo(() => restoreOrganisedPolls(raw), [raw]);
  return { polls, save: saveOrganisedPoll, forget: forgetOrganisedPoll };
}
