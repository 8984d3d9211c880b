import type { Verification } from "~/kernel/receipts/domain/verifiable-receipt";

/** What checking a receipt found: "Verified", each part that does not match, or why it could not be checked. */
export function VerificationReport({ verification }: { verification: Verification }) {
  if (verification.status === "unreadable") {
    return (
      <div className="verify-result verify-failed">
        <h3>Not checked</h3>
        <p>{verification.message}</p>
      </div>
    );
  }
  if (verification.status === "needs-list") {
    return (
      <div className="verify-result">
        <h3>Add the list</h3>
        <p>The receipt holds only the list’s hash. Paste the list below and verify again.</p>
      </div>
    );
  }
  if (verification.problems.length === 0) {
    return (
      <div className="verify-result verify-passed">
        <h3>Verified</h3>
        <p>
          The list matches its hash, the secret matches the commitment, the seed follows from them, and drawing again
          gives exactly this result, in this order.
        </p>
      </div>
    );
  }
  return (
    <div className="verify-result verify-failed">
      <h3>Does not match</h3>
      <ul>
        {verification.problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </ul>
    </div>
  );
}
