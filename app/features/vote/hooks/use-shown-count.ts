import { useEffect, useMemo, useState } from "react";
import type { OpenedPoll } from "~/features/vote/domain/poll-actions";
import { voteRecord } from "~/features/vote/domain/vote-record";
import type { useDeviceBallot } from "~/features/vote/hooks/use-device-ballot";
import type { OrganiserKeys } from "~/features/vote/hooks/use-organiser-keys";
import { useVoteCount, type CountInput } from "~/features/vote/hooks/use-vote-count";
import { useRecordDecision } from "~/kernel/records/hooks/use-record-decision";
import type { SaveResult } from "~/kernel/records/storage/decision-history";

/**
 * The count this device may show (`visible`: results not hidden, revealed, or its organiser holds the key), and the
 * result saved to this participant's history once, when it is final and visible to everyone (`saved`: how that went).
 */
export function useShownCount(
  { poll, server, pollKey }: OpenedPoll,
  keys: OrganiserKeys | null,
  { entry, save }: ReturnType<typeof useDeviceBallot>,
) {
  const closed = server.closedAt !== null;
  const revealed = server.reveal !== null;
  const visible = !poll.hiddenResults || revealed || keys !== null;
  const countInput: CountInput | null = useMemo(
    () =>
      visible
        ? {
            poll,
            pollId: server.id,
            ballots: server.ballots,
            keys: { pollKey, reveal: server.reveal, organiser: keys },
          }
        : null,
    [visible, poll, server.id, server.ballots, server.reveal, pollKey, keys],
  );
  const { count } = useVoteCount(countInput);

  const [saved, setSaved] = useState<SaveResult | null>(null);
  const recordDecision = useRecordDecision();
  const final = closed && (!poll.hiddenResults || revealed) && count !== null && count.result !== null;
  useEffect(() => {
    if (!final || entry.recorded || !count) return;
    // Saving to the history is a write outside React, made once when the result becomes final; its notice is news.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setSaved(recordDecision(voteRecord(poll, count)));
    save({ ...entry, recorded: true });
  }, [final, entry, count, poll, recordDecision, save]);
  return { visible, count, saved };
}
