// The vote's public entry: the tool pages offer their list to a group vote.
export { DecideTogetherLink } from "~/features/vote/components/decide-together-link";
