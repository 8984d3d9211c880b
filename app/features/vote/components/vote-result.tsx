import type { MethodResult, VoteCount } from "~/features/vote/domain/count";
import { describeRunoffRounds } from "~/features/vote/domain/instant-runoff";
import { prefer } from "~/features/vote/domain/pairwise";
import type { Poll } from "~/features/vote/domain/poll";
import { formatCount } from "~/kernel/format/domain/count";

// A full head-to-head table up to this many options; beyond it, the winner's row against every rival.
const fullTableUpTo = 8;

/** The winner, why (every sentence read off the count), and the figures behind it. */
export function VoteResult({ poll, count, heading }: { poll: Poll; count: VoteCount; heading: string }) {
  const result = count.result;
  return (
    <section className="vote-result" aria-labelledby="vote-result-heading">
      <h3 id="vote-result-heading">{heading}</h3>
      {/* With no ballot counted, the explanation's first sentence says so. */}
      {result && (
        <p className="vote-winner">
          <span className="hint">Winner</span>{" "}
          <strong>
            <bdi>{poll.options[result.winner]}</bdi>
          </strong>
          {count.drew && <span className="vote-drawn"> (a tie was settled by a fair draw)</span>}
        </p>
      )}
      <ul className="vote-explanation">
        {count.explanation.map((sentence, index) => (
          <li key={index}>{sentence}</li>
        ))}
      </ul>
      {result && <ResultFigures poll={poll} result={result} />}
    </section>
  );
}

function ResultFigures({ poll, result }: { poll: Poll; result: MethodResult }) {
  const { options } = poll;
  if (result.method === "approval" || result.method === "score") {
    const figures = result.method === "approval" ? result.approvals : result.totals;
    const order = options
      .map((_, option) => option)
      .sort((a, b) => (figures[b] as number) - (figures[a] as number) || a - b);
    return (
      <table className="vote-table">
        <caption>{result.method === "approval" ? "Approvals" : "Stars in the scoring round"}</caption>
        <thead>
          <tr>
            <th scope="col">Option</th>
            <th scope="col">{result.method === "approval" ? "Approvals" : "Stars"}</th>
          </tr>
        </thead>
        <tbody>
          {order.map((option) => (
            <tr key={option}>
              <th scope="row" dir="auto">
                {options[option]}
              </th>
              <td>{formatCount(figures[option] as number)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    );
  }
  const full = options.length <= fullTableUpTo;
  const rows = full ? options.map((_, option) => option) : [result.winner];
  return (
    <>
      <div className="vote-table-scroll">
        <table className="vote-table">
          <caption>
            Head to head: each cell counts the ballots ranking the row’s option above the column’s
            {full ? "" : ` (the winner against each of the ${formatCount(options.length - 1)} others)`}
          </caption>
          <thead>
            <tr>
              <td />
              {options.map((option, column) => (
                <th key={column} scope="col">
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
                  <td key={column}>{column === row ? "—" : formatCount(prefer(result.pairwise, row, column))}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <details className="vote-details">
        <summary>Instant runoff, round by round</summary>
        <ul>
          {describeRunoffRounds(result.instantRunoff, options).map((sentence, index) => (
            <li key={index}>{sentence}</li>
          ))}
        </ul>
      </details>
    </>
  );
}
