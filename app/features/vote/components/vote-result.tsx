import type { MessageDescriptor } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import type { MethodResult, VoteCount } from "~/features/vote/domain/count";
import { describeRunoffRounds } from "~/features/vote/domain/instant-runoff";
import { prefer } from "~/features/vote/domain/pairwise";
import type { Poll } from "~/features/vote/domain/poll";
import { maximumScore } from "~/features/vote/domain/ballot";
import { formatFigure, wordResult } from "~/features/vote/domain/result-words";
import type { RankedResult } from "~/features/vote/domain/ranked-count";
import type { I18n } from "~/i18n/runtime";
import { isolate } from "~/kernel/format/domain/isolate";

// A full head-to-head table up to this many options; beyond it, the winner's row against every rival.
const fullTableUpTo = 8;

/** Each method's name and what it does, in a line a voter reads before the figures. */
const methodWords: Record<Poll["method"], { name: MessageDescriptor; description: MessageDescriptor }> = {
  approval: {
    name: msg({ message: "Approval voting", comment: "The name of a voting method" }),
    description: msg`Each voter ticks every option they accept; the option approved by the most voters wins.`,
  },
  ranked: {
    name: msg({ message: "Ranked Pairs", comment: "The name of a voting method (Tideman's Ranked Pairs)" }),
    description: msg`Each voter ranks the options; the option that beats every other one on one wins, and when options beat each other in a circle, the clearest wins count first.`,
  },
  score: {
    name: msg({ message: "Score then runoff (STAR)", comment: "The name of a voting method (STAR voting)" }),
    description: msg`Each voter gives every option from 0 to 5 stars; the two with the most stars meet in a runoff, won by the one more voters gave more stars.`,
  },
};

/** The winner in plain words first, the method named, a bar per option, then how it was counted, step by step. */
export function VoteResult({ poll, count, heading }: { poll: Poll; count: VoteCount; heading: string }) {
  const { t, i18n } = useLingui();
  const result = count.result;
  const method = methodWords[poll.method];
  return (
    <section className="vote-result" aria-labelledby="vote-result-heading">
      <h3 id="vote-result-heading">{heading}</h3>
      {result && (
        <p className="vote-winner">
          <span className="hint">{t`Winner`}</span>{" "}
          <strong>
            <bdi>{poll.options[result.winner]}</bdi>
          </strong>
        </p>
      )}
      {count.headline && <p className="vote-headline">{wordResult(i18n, count.headline)}</p>}
      <p className="vote-method">
        <strong>{i18n._(method.name)}</strong>
        <span className="hint">{i18n._(method.description)}</span>
      </p>
      {result && <ResultBars poll={poll} result={result} ballots={count.counted} />}
      {result && (
        <div className="button-row">
          <button
            type="button"
            className="button"
            onClick={() => void downloadResults(i18n, result, poll.options, count.counted)}
          >
            {t`Download results`}
          </button>
        </div>
      )}
      <h4>{t`How it was counted`}</h4>
      {/* With no ballot counted, the explanation's first sentence says so. */}
      <ul className="vote-explanation">
        {count.explanation.map((sentence, index) => (
          <li key={index}>{wordResult(i18n, sentence)}</li>
        ))}
      </ul>
      {result?.method === "ranked" && <RankedDetails poll={poll} result={result} />}
    </section>
  );
}

/** The results as a CSV file; its code is fetched when first pressed, so a first visit carries none of it. */
async function downloadResults(i18n: I18n, result: MethodResult, options: readonly string[], ballots: number) {
  const [{ writeResultsCsv, resultsFileName }, { downloadFile }] = await Promise.all([
    import("~/features/vote/domain/results-csv"),
    import("~/kernel/ui/components/download-file"),
  ]);
  downloadFile(resultsFileName(new Date()), "text/csv;charset=utf-8", writeResultsCsv(i18n, result, options, ballots));
}

interface Bar {
  option: number;
  /** From 0 to 1: the share of the bar filled. */
  share: number;
  /** The figure in words, beside the bar (the bar only shows it). */
  words: string;
  /** The figure that orders the bars, highest first. */
  value: number;
}

function ResultBars({ poll, result, ballots }: { poll: Poll; result: MethodResult; ballots: number }) {
  const { t, i18n } = useLingui();
  const bars = poll.options.map((_, option): Bar => {
    if (result.method === "approval") {
      const approvals = result.approvals[option] as number;
      return {
        option,
        value: approvals,
        share: approvals / ballots,
        words: t`${plural(approvals, { one: "# approval", other: "# approvals" })}`,
      };
    }
    if (result.method === "score") {
      const average = Math.round(((result.totals[option] as number) / ballots) * 10) / 10;
      return {
        option,
        value: result.totals[option] as number,
        share: average / maximumScore,
        words: t`${plural(average, { one: "# star on average", other: "# stars on average" })}`,
      };
    }
    const rivals = poll.options.length - 1;
    const winsCount = poll.options.filter(
      (_, rival) => prefer(result.pairwise, option, rival) > prefer(result.pairwise, rival, option),
    ).length;
    const wins = formatFigure(i18n, winsCount);
    return {
      option,
      value: winsCount,
      share: rivals === 0 ? 1 : winsCount / rivals,
      words: t`${plural(rivals, { one: `beats ${wins} of # rival one on one`, other: `beats ${wins} of # rivals one on one` })}`,
    };
  });
  bars.sort((a, b) =>
    a.option === result.winner ? -1 : b.option === result.winner ? 1 : b.value - a.value || a.option - b.option,
  );
  return (
    <ul className="vote-bars" aria-label={t`Each option's figures`}>
      {bars.map((bar) => (
        <li key={bar.option}>
          <bdi className="vote-bar-name">{poll.options[bar.option]}</bdi>
          <span className="vote-bar" aria-hidden="true">
            <span style={{ inlineSize: `${Math.round(bar.share * 1000) / 10}%` }} />
          </span>
          <span className="vote-bar-figure">{bar.words}</span>
        </li>
      ))}
    </ul>
  );
}

function RankedDetails({ poll, result }: { poll: Poll; result: RankedResult }) {
  const { t, i18n } = useLingui();
  const { options } = poll;
  const full = options.length <= fullTableUpTo;
  const rows = full ? options.map((_, option) => option) : [result.winner];
  const others = options.length - 1;
  return (
    <>
      <h4>{t`Instant runoff, round by round`}</h4>
      <ol className="vote-explanation">
        {describeRunoffRounds(result.instantRunoff, options.map(isolate)).map((round, index) => (
          <li key={index}>{round.map((sentence) => wordResult(i18n, sentence)).join(" ")}</li>
        ))}
      </ol>
      <div className="vote-table-scroll" role="region" aria-labelledby="vote-head-to-head" tabIndex={0}>
        <table className="vote-table">
          <caption id="vote-head-to-head">
            {full
              ? t`Head to head: each cell counts the ballots ranking the row’s option above the column’s`
              : t`${plural(others, {
                  one: "Head to head: each cell counts the ballots ranking the row’s option above the column’s (the winner against the # other)",
                  other:
                    "Head to head: each cell counts the ballots ranking the row’s option above the column’s (the winner against each of the # others)",
                })}`}
          </caption>
          <thead>
            <tr>
              <td />
              {options.map((option, column) => (
                <th key={column} scope="col" dir="auto">
                  {option}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row}>
                <th scope="row" dir="auto">
                  {options[row]}
                </th>
                {options.map((_, column) => (
                  <td key={column}>
                    {column === row ? "—" : formatFigure(i18n, prefer(result.pairwise, row, column))}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
