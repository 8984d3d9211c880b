import { Trans, useLingui } from "@lingui/react/macro";
import { lazy, Suspense, useState } from "react";
import { votePath } from "~/features/vote/domain/vote-links";
import { CopyButton } from "~/kernel/ui/components/copy-button";

// The QR code's generator loads only when someone asks to see the code.
const PollQrCode = lazy(() => import("~/features/vote/components/poll-qr-code"));

const pageLink = (fragment: string) => `${window.location.origin}${votePath}#${fragment}`;

interface SharePollProps {
  votingLink: string;
  /** Null when the organiser link is damaged: nothing to copy or keep. */
  organiserLink: string | null;
  /** Whether this device lists the poll under "Your polls". */
  keptHere: boolean;
}

/** The organiser's links: one to share with everyone who votes (and its QR code), one to keep, and what losing it costs. */
export function SharePoll({ votingLink, organiserLink, keptHere }: SharePollProps) {
  const { t } = useLingui();
  const [showQr, setShowQr] = useState(false);
  const voting = pageLink(votingLink);
  const organiser = organiserLink && pageLink(organiserLink);
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
      {organiser && (
        <>
          <h3>
            <Trans>Your organiser link</Trans>
          </h3>
          <p>
            {keptHere ? (
              <Trans>
                This link lets you close the vote, reveal hidden results and delete the poll: keep it to yourself. It is
                saved on this device under “Your polls”; copy it to open the poll as organiser elsewhere.
              </Trans>
            ) : (
              <Trans>
                This link lets you close the vote, reveal hidden results and delete the poll: keep it to yourself. It is
                not saved on this device: copy it and keep it somewhere safe.
              </Trans>
            )}
          </p>
          <p className="notice">
            <Trans>
              If this link is lost, nobody can close the vote early, reveal hidden results or delete the poll: hidden
              results would stay hidden for good. Keep a copy outside this browser too.
            </Trans>
          </p>
          <CopyButton text={organiser} label={t`Copy organiser link`} fieldLabel={t`Organiser link`} />
        </>
      )}
    </section>
  );
}
