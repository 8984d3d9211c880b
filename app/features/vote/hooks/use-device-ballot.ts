import { useCallback, useMemo, useSyncExternalStore } from "react";
import { newBallotId, newToken } from "~/features/vote/domain/identifiers";
import type { Poll } from "~/features/vote/domain/poll";
import {
  readRawDeviceBallots,
  restoreDeviceBallot,
  saveDeviceBallot,
  subscribeToDeviceBallots,
  type DeviceBallot,
} from "~/features/vote/storage/device-ballots";

const serverSnapshot = () => null;

/**
 * This device's ballot in a poll: its id and token (made once, then kept, so this device replaces its own ballot
 * rather than adding a second), what it cast, and whether that reached the server. `save` returns false when the
 * browser would not keep it (it then holds while the page is open).
 */
export function useDeviceBallot(pollId: string, poll: Poll) {
  const raw = useSyncExternalStore(subscribeToDeviceBallots, readRawDeviceBallots, serverSnapshot);
  const stored = useMemo(
    () => restoreDeviceBallot(raw, pollId, poll.method, poll.options.length),
    [raw, pollId, poll.method, poll.options.length],
  );
  const entry: DeviceBallot = useMemo(
    () =>
      stored ?? { ballotId: newBallotId(), token: newToken(), name: "", ballot: null, sent: false, recorded: false },
    [stored],
  );
  const save = useCallback((next: DeviceBallot) => saveDeviceBallot(pollId, next), [pollId]);
  return { entry, save };
}
