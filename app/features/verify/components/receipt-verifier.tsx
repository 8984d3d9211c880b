import { useCallback, useEffect, useId, useRef, useState } from "react";
import { VerificationReport } from "~/features/verify/components/verification-report";
import { decodeReceiptLink, readReceiptText } from "~/kernel/receipts/domain/receipt-link";
import { verifyReceipt } from "~/features/verify/domain/receipt-check";
import type { Verification } from "~/kernel/receipts/domain/verifiable-receipt";

type Checked = { receiptText: string; listText: string; verification: Verification } | null;

const readListLines = (text: string) => text.replace(/\r\n?/g, "\n").replace(/\n$/, "").split("\n");

/** Takes a receipt (pasted, from a file or from the page's link) and recomputes the draw, all in this browser. */
export function ReceiptVerifier() {
  const receiptId = useId();
  const listId = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const [receiptText, setReceiptText] = useState("");
  const [listText, setListText] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [checked, setChecked] = useState<Checked>(null);

  const check = useCallback((text: string, list: string) => {
    const reading = readReceiptText(text);
    if (!reading.ok) {
      setProblem(reading.message);
      setChecked(null);
      return;
    }
    setProblem(null);
    const verification = verifyReceipt(reading.value, list.trim() ? readListLines(list) : undefined);
    setChecked({ receiptText: text, listText: list, verification });
  }, []);

  // A receipt link (#receipt=…) fills the field and is checked at once; the fragment never reached a server.
  useEffect(() => {
    void decodeReceiptLink(window.location.hash).then((reading) => {
      if (reading.status === "none") return;
      if (reading.status === "damaged") {
        setProblem("This link’s receipt could not be read: the link may have been cut short or changed.");
        return;
      }
      const text = JSON.stringify(reading.value, null, 2);
      setReceiptText(text);
      check(text, "");
    });
  }, [check]);

  const needsList = checked?.verification.status === "needs-list";
  const teamsList = checked?.verification.status === "needs-list" && checked.verification.kind === "teams";
  const current = checked && checked.receiptText === receiptText && checked.listText === listText ? checked : null;

  return (
    <section className="decider decider-wide" aria-labelledby="verify-heading">
      <h2 id="verify-heading">Receipt</h2>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          check(receiptText, listText);
        }}
      >
        <div className="list-text">
          <label htmlFor={receiptId}>Receipt (JSON)</label>
          <textarea
            id={receiptId}
            className="list-text-input"
            value={receiptText}
            spellCheck={false}
            aria-invalid={problem !== null}
            aria-describedby={problem ? `${receiptId}-problem` : undefined}
            onChange={(event) => setReceiptText(event.target.value)}
          />
          {problem && (
            <p id={`${receiptId}-problem`} className="list-error" role="alert">
              {problem}
            </p>
          )}
        </div>
        <div className="button-row">
          <button type="button" className="button" onClick={() => fileRef.current?.click()}>
            Open a receipt file
          </button>
          <input
            ref={fileRef}
            type="file"
            accept=".json,application/json"
            hidden
            aria-label="Open a receipt file"
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = "";
              void file?.text().then((text) => {
                setReceiptText(text);
                check(text, listText);
              });
            }}
          />
        </div>
        {(needsList || listText !== "") && (
          <div className="list-text">
            <label htmlFor={listId}>
              {teamsList
                ? "The list: “teams:”, “balance by rating:” and “keep apart:” lines, then one person per line"
                : "The list, one entrant per line as “name, tickets”"}
            </label>
            <p id={`${listId}-hint`} className="hint">
              {`This receipt holds only the list’s hash: paste the list the host published to check the ${teamsList ? "teams" : "winners"}.`}
            </p>
            <textarea
              id={listId}
              className="list-text-input"
              value={listText}
              spellCheck={false}
              aria-describedby={`${listId}-hint`}
              onChange={(event) => setListText(event.target.value)}
            />
          </div>
        )}
        <button type="submit" className="button button-primary button-large" disabled={receiptText.trim() === ""}>
          Verify
        </button>
      </form>
      <div role="status" className="verify-status">
        {current && <VerificationReport verification={current.verification} />}
      </div>
    </section>
  );
}
