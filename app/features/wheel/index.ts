// The wheel's public entry: the home page shows the quick decider, with the wheel's stylesheet.
export { QuickDecider } from "~/features/wheel/components/quick-decider";
export { default as wheelStylesheet } from "~/features/wheel/wheel.css?url";
