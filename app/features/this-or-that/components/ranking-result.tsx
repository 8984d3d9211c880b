import type { ReactNode } from "react";
import { Dices } from "lucide";
import { DecisionResultCard } from "~/kernel/ui/components/decision-result-card";
import { Icon } from "~/kernel/ui/components/icon";
import { countOf } from "~/kernel/format/domain/count";
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
  return (
    <DecisionResultCard
      title="Your ranking"
      result={top ? (options[top.option] as string) : ""}
      caption={`Ranked from ${countOf(questions, "answer")}. ${
        drawn === 0
          ? "No place was settled by chance: every order comes from your answers."
          : `${countOf(drawn, "place")} ${drawn === 1 ? "was" : "were"} settled by a fair draw, where you could not choose.`
      }`}
    >
      <ol className="ranking" aria-label="Ranking">
        {places.map(({ option, aboveNextByChance, sentences }, index) => (
          <li key={option} className="ranking-place">
            <p className="ranking-name" dir="auto">
              {options[option]}
            </p>
            {sentences.map((sentence, i) => (
              <p key={i} className="ranking-reason">
                {sentence}
              </p>
            ))}
            {aboveNextByChance && (
              <p className="ranking-chance">
                <Icon icon={Dices} />{" "}
                {`Places ${index + 1} and ${index + 2} are in this order by a fair draw, as you could not choose between `}
                <bdi>{options[option]}</bdi>
                {" and "}
                <bdi>{options[places[index + 1]?.option ?? option]}</bdi>.
              </p>
            )}
          </li>
        ))}
      </ol>
      {children}
    </DecisionResultCard>
  );
}
