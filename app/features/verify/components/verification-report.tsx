import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import type { ReceiptProblem } from "~/kernel/receipts/domain/verifiable-receipt";
import type { Verification } from "~/kernel/receipts/domain/verdict";
import { VerdictView } from "~/features/verify/components/verdict-view";
import { wordProblem } from "~/features/verify/components/verdict-words";

// A forged list can break a rule on thousands of lines: the first few show what is wrong.
const namedListLines = 3;

/** The parts that do not match: list lines first (the first few, then how many more), then the rest in order. */
function ProblemList({ problems }: { problems: readonly ReceiptProblem[] }) {
  const lines = problems.filter((problem) => problem.line !== undefined && problem.rule !== "statement");
  const others = problems.filter((problem) => !lines.includes(problem));
  const more = lines.length - namedListLines;
  const { t, i18n } = useLingui();
  return (
    <ul>
      {lines.slice(0, namedListLines).map((problem, index) => (
        <li key={index}>{wordProblem(i18n, problem.message)}</li>
      ))}
      {more > 0 && (
        <li>
          {t`${plural(more, { one: "And # more list line the page does not write.", other: "And # more list lines the page does not write." })}`}
        </li>
      )}
      {others.map((problem, index) => (
        <li key={index}>{wordProblem(i18n, problem.message)}</li>
      ))}
    </ul>
  );
}

/** What checking a receipt found: the verdict, each part that does not match, or why it could not be checked. */
export function VerificationReport({ verification }: { verification: Verification }) {
  const { t } = useLingui();
  if (verification.status === "unreadable") {
    return (
      <div className="verify-result verify-failed">
        <h3>{t`Not checked`}</h3>
        <p>{verification.message}</p>
      </div>
    );
  }
  if (verification.status === "needs-list") {
    return (
      <div className="verify-result">
        <h3>{t`Add the list`}</h3>
        <p>{t`The receipt holds only the list’s hash. Paste the list or open its file below, and verify again.`}</p>
      </div>
    );
  }
  if (verification.verdict) {
    return (
      <VerdictView verdict={verification.verdict} outcome={verification.outcome} notes={verification.notes ?? []} />
    );
  }
  return (
    <div className="verify-result verify-failed">
      <h3>{t`Does not match`}</h3>
      <p>{t`Something in this receipt is not what the page made, so it proves nothing:`}</p>
      <ProblemList problems={verification.problems} />
    </div>
  );
}
