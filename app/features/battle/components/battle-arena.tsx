import { Trans, useLingui } from "@lingui/react/macro";
import type { RefObject } from "react";
import { DecisionButton } from "~/kernel/ui/components/decision-button";
import type { Contestant } from "~/features/battle/domain/tournament";
import type { BattleOutcome } from "~/features/battle/domain/tournament-outcomes";

interface BattleArenaProps {
  contestant1: Contestant;
  contestant2: Contestant;
  lastBattle: BattleOutcome | null;
  /** How many battles have been fought: a new one restarts the reveal of the last result. */
  battleCount: number;
  onBattle: () => void;
  battleButtonRef: RefObject<HTMLButtonElement | null>;
}

/** The match being fought, and the button that decides it at 50/50. */
export function BattleArena({
  contestant1,
  contestant2,
  lastBattle,
  battleCount,
  onBattle,
  battleButtonRef,
}: BattleArenaProps) {
  const { t } = useLingui();
  const { winner, loser } = lastBattle ?? {};
  return (
    <section className="card battle-arena" aria-labelledby="battle-arena-heading">
      <h3 id="battle-arena-heading">{t`Battle Arena`}</h3>
      <div className="arena-fighters">
        <p className="arena-fighter">{contestant1.name}</p>
        <p className="arena-vs">{t({ message: "VS", comment: "Between the two contestants of a battle (versus)" })}</p>
        <p className="arena-fighter">{contestant2.name}</p>
      </div>
      {/* Never keyed or remounted, so focus stays here and Enter or Space fights the next battle. */}
      <DecisionButton ref={battleButtonRef} onClick={onBattle}>
        {t`Battle!`}
      </DecisionButton>
      {winner !== undefined && (
        <p key={battleCount} className="last-battle">
          <Trans>
            <span className="last-battle-label">Last battle:</span>{" "}
            <strong>
              <bdi>{winner}</bdi>
            </strong>{" "}
            beats <bdi>{loser}</bdi>
          </Trans>
        </p>
      )}
    </section>
  );
}
