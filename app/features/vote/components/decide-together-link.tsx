import { Trans } from "@lingui/react/macro";
import { Vote } from "lucide";
import { Link, useLocation } from "react-router";
import { languageOfPath, localizedPath } from "~/i18n/languages";
import { Icon } from "~/kernel/ui/components/icon";
import { useOpenAgain } from "~/kernel/lists/hooks/use-pending-template";
import { pressableAttribute } from "~/kernel/ui/domain/early-presses";
import type { SitePath } from "~/site-pages";

// Named from the list of pages, not from the vote's link module, which the tool pages need not load.
const votePage: SitePath = "/vote";

/**
 * “Decide together”: the tool's options go to a new group vote on /vote, handed over as a template is (they wait in
 * storage for the page, never in a request). Pressed before the page runs, it waits for the page as a button does:
 * followed at once, as a plain link, it would open /vote without the options.
 */
export function DecideTogetherLink({ choices }: { choices: readonly string[] }) {
  const handOver = useOpenAgain();
  // /vote in the language the visitor reads the tool in.
  const votePath = localizedPath(votePage, languageOfPath(useLocation().pathname).code);
  return (
    <p className="decide-together">
      <Link to={votePath} className="button" onClick={() => handOver(choices)} {...{ [pressableAttribute]: "" }}>
        <Icon icon={Vote} /> <Trans>Decide together</Trans>
      </Link>{" "}
      <span className="hint">
        <Trans>Let a group vote on these options, each from their own phone.</Trans>
      </span>
    </p>
  );
}
