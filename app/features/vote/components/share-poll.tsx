import { lazy, Suspense, useState } from "react";
import { votePath } from "~/features/vote/domain/vote-links";
import { CopyButton } from "~/kernel/ui/components/copy-button";

// The QR code's generator loads only when someone asks to see the code.
const PollQrCode = lazy(() => import("~/features/vote/components/poll-qr-code"));

const pageLink = (fragment: string) => `${window.location.origin}${votePath}#${fragment}`;

/** The organiser's links: one to share with everyone who votes (and its QR code), one to keep. */
export function SharePoll({ votingLink, organiserLink }: { votingLink: string; organiserLink: string }) {
  const [showQr, setShowQr] = useState(false);
  const voting = pageLink(votingLink);
  const organiser = pageLink(organiserLink);
  return (
    <section className="vote-share" aria-labelledby="vote-share-heading">
      <h3 id="vote-share-heading">Invite people to vote</h3>
      <p>
        Send this link to everyone who votes. Anyone with it can vote (no sign-up) and read the poll; the key after the
        # never reaches our server.
      </p>
      <p className="vote-link">
        <a href={voting}>{voting}</a>
      </p>
      <div className="button-row">
        <CopyButton text={voting} label="Copy voting link" fieldLabel="Voting link" />
        <button type="button" className="button" aria-expanded={showQr} onClick={() => setShowQr(!showQr)}>
          {showQr ? "Hide QR code" : "Show QR code"}
        </button>
      </div>
      {showQr && (
        <Suspense fallback={<p role="status">Drawing the QR code…</p>}>
          <PollQrCode text={voting} />
        </Suspense>
      )}
      <h3>Your organiser link</h3>
      <p>
        This link lets you close the vote, reveal hidden results and delete the poll: keep it to yourself. It is saved
        on this device under “Your polls”; copy it to open the poll as organiser elsewhere.
      </p>
      <CopyButton text={organiser} label="Copy organiser link" fieldLabel="Organiser link" />
    </section>
  );
}
