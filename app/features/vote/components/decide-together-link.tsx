import { Vote } from "lucide";
import { Link } from "react-router";
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
  return (
    <p className="decide-together">
      <Link to={votePage} className="button" onClick={() => handOver(choices)} {...{ [pressableAttribute]: "" }}>
        <Icon icon={Vote} /> Decide together
      </Link>{" "}
      <span className="hint">Let a group vote on these options, each from their own phone.</span>
    </p>
  );
}
