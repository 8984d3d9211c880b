// This or That's public entry: /vote ranks a ballot two at a time with the same questions, and its stylesheet.
export { mergeInsertionStep, type Answer } from "~/features/this-or-that/domain/merge-insertion";
export { PairQuestion } from "~/features/this-or-that/components/pair-question";
export { default as thisOrThatStylesheet } from "~/features/this-or-that/this-or-that.css?url";
