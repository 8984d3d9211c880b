import { Trans, useLingui } from "@lingui/react/macro";
import { lazy, Suspense, useState } from "react";
import { votePath } from "~/features/vote/domain/vote-links";
import { CopyButton } from "~/kernel/ui/components/copy-button";

// The QR code's generator loads only when someone asks to see the code.
const PollQrCode = lazy(() => import("~/features/vote/components/poll-qr-code"));

const pageLink = (fragment: string) => `${window.location.origin}${votePath}#${fragment}`;

/** The organiser's links: one to share with everyone who votes (and its QR code), one to keep. */
export function SharePoll({ votingLink, organiserLink }: { votingLink: string; organiserLink: string }) {
  const { t } = useLingui();
  const [showQr, setShowQr] = useState(false);
  const voting = pageLink(votingLink);
  const organiser = pageLink(organiserLink);
  return (
    <section className="vote-share" aria-labelledby="vote-share-heading">
      <h3 id="vote-share-heading">
        <Trans>Invite people to vote</Trans>
      </h3>
      <p>
        <Trans>
          Send this link to everyone who votes. Anyone with it can vote (no sign-up) and read the poll; the key after
          the # never reaches our server.
        </Trans>
      </p>
      <p className="vote-link">
        <a href={voting}>{voting}</a>
      </p>
      <div className="button-row">
        <CopyButton text={voting} label={t`Copy voting link`} fieldLabel={t`Voting link`} />
        <button type="button" className="button" aria-expanded={showQr} onClick={() => setShowQr(!showQr)}>
          {showQr ? t`Hide QR code` : t`Show QR code`}
        </button>
      </div>
      {showQr && (
        <Suspense
          fallback={
            <p role="status">
              <Trans>Drawing the QR code…</Trans>
            </p>
          }
        >
          <PollQrCode text={voting} />
        </Suspense>
      )}
      <h3>
        <Trans>Your organiser link</Trans>
      </h3>
      <p>
        <Trans>
          This link lets you close the vote, reveal hidden results and delete the poll: keep it to yourself. It is saved
          on this device under “Your polls”; copy it to open the poll as organiser elsewhere.
        </Trans>
      </p>
      <CopyButton text={organiser} label={t`Copy organiser link`} fieldLabel={t`Organiser link`} />
    </section>
  );
}
