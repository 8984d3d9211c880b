import type { ReactNode } from "react";
import { Dices } from "lucide";
import { DecisionResultCard } from "~/kernel/ui/components/decision-result-card";
import { Icon } from "~/kernel/ui/components/icon";
import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { word } from "~/features/this-or-that/components/word";
import type { RankedPlace } from "~/features/this-or-that/domain/ranking-explanation";

interface RankingResultProps {
  options: readonly string[];
  places: readonly RankedPlace[];
  questions: number;
  children: ReactNode;
}

/** The finished ranking: each place with why it is there, and which places a fair draw settled. */
export function RankingResult({ options, places, questions, children }: RankingResultProps) {
  const drawn = places.filter(({ aboveNextByChance }) => aboveNextByChance).length;
  const top = places[0];
  const { t, i18n } = useLingui();
  const ranked = t`${plural(questions, { one: "Ranked from # answer.", other: "Ranked from # answers." })}`;
  const settled =
    drawn === 0
      ? t`No place was settled by chance: every order comes from your answers.`
      : t`${plural(drawn, { one: "# place was settled by a fair draw, where you could not choose.", other: "# places were settled by a fair draw, where you could not choose." })}`;
  return (
    <DecisionResultCard
      title={t`Your ranking`}
      result={top ? (options[top.option] as string) : ""}
      caption={`${ranked} ${settled}`}
    >
      <ol className="ranking" aria-label={t`Ranking`}>
        {places.map(({ option, aboveNextByChance, sentences }, index) => (
          <li key={option} className="ranking-place">
            <p className="ranking-name" dir="auto">
              {options[option]}
            </p>
            {sentences.map((sentence, i) => (
              <p key={i} className="ranking-reason">
                {word(i18n, sentence)}
              </p>
            ))}
            {aboveNextByChance && (
              <p className="ranking-chance">
                <Icon icon={Dices} />{" "}
                <PlacesByChance
                  place={index + 1}
                  upper={options[option] as string}
                  lower={options[places[index + 1]?.option ?? option] as string}
                />
              </p>
            )}
          </li>
        ))}
      </ol>
      {children}
    </DecisionResultCard>
  );
}

/** Why two neighbouring places are in their order: a fair draw, where the visitor could not choose. */
function PlacesByChance({ place, upper, lower }: { place: number; upper: string; lower: string }) {
  const next = place + 1;
  return (
    <Trans>
      Places {place} and {next} are in this order by a fair draw, as you could not choose between <bdi>{upper}</bdi> and{" "}
      <bdi>{lower}</bdi>.
    </Trans>
  );
}
