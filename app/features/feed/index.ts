// The feed's public entry: the home page shows it.
export { DecisionFeed } from "~/features/feed/components/decision-feed";
