import { ExploreTools } from "~/features/site/components/explore-tools";
import { HowItWorks } from "~/features/site/components/how-it-works";
import { WhyChoose } from "~/features/site/components/why-choose";

/** Home below the quick decider: the tools, how it works, and why choose the site. */
export function HomeSections() {
  return (
    <>
      <ExploreTools />
      <HowItWorks />
      <WhyChoose />
    </>
  );
}
