import { Trans, useLingui } from "@lingui/react/macro";
import { useCallback, useState } from "react";
import { ChoiceListEditor } from "~/kernel/lists/components/choice-list-editor";
import { DecisionButton } from "~/kernel/ui/components/decision-button";
import { ListLinkNotice } from "~/kernel/lists/components/list-link-notice";
import { ShareList } from "~/kernel/lists/components/share-list";
import { collectChoices, createChoiceRows, minimumChoices } from "~/kernel/lists/domain/choice-list";
import type { SharedList } from "~/kernel/lists/domain/list-link";
import { useListLink } from "~/kernel/lists/hooks/use-list-link";

const defaultContestantRows = 4;

/** The contestant list; a fresh mount is a fresh list of four blank inputs. */
export function TournamentSetup({ onStart }: { onStart: (contestants: string[]) => void }) {
  const [rows, setRows] = useState(() => createChoiceRows([], defaultContestantRows));
  const linkOpening = useListLink(
    useCallback((list: SharedList) => setRows(createChoiceRows(list.choices, defaultContestantRows)), []),
  );
  const contestants = collectChoices(rows);
  const canStart = contestants.length >= minimumChoices;
  const { t } = useLingui();
  const valid = contestants.length;

  return (
    <section className="decider" aria-labelledby="tournament-setup-heading">
      <h2 id="tournament-setup-heading">{t`Contestants`}</h2>
      <ListLinkNotice opening={linkOpening} noun="contestant" />
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (canStart) onStart(contestants);
        }}
      >
        <ChoiceListEditor rows={rows} onChange={setRows} noun="Contestant" addLabel={t`Add Contestant`} />
        <p className="valid-contestants" aria-live="polite">{t`Valid Contestants: ${valid}`}</p>
        <p className="hint">
          <Trans>
            Tip: 4, 8 or 16 contestants work best. With any other number, some contestants get a bye (a free pass
            through the first round). Byes are drawn at random, so everyone’s chance is equal.
          </Trans>
        </p>
        <DecisionButton disabled={!canStart}>{t`Start Tournament`}</DecisionButton>
        {!canStart && <p className="hint">{t`Enter at least two contestants to start.`}</p>}
      </form>
      <ShareList list={{ choices: contestants }} />
    </section>
  );
}
