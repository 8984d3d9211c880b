import { msg } from "@lingui/core/macro";
import {
  maximumOptionLength,
  maximumOptions,
  maximumQuestionLength,
  type PollProblem,
} from "~/features/vote/domain/poll";
import type { I18n } from "~/i18n/runtime";
import { isolate } from "~/kernel/format/domain/isolate";

/** Why the new poll cannot start yet, in the page's language. */
export function wordPollProblem(i18n: I18n, problem: PollProblem): string {
  switch (problem.problem) {
    case "no-question":
      return i18n._(msg`Write the question everyone will answer.`);
    case "question-too-long":
      return i18n._(msg`Keep the question to {max, number} characters; it has {length, number}.`, {
        max: maximumQuestionLength,
        length: problem.length,
      });
    case "too-few-options":
      return i18n._(msg`Enter at least two options to vote on.`);
    case "too-many-options":
      return i18n._(msg`A vote has up to {max, number} options; this one has {count, number}.`, {
        max: maximumOptions,
        count: problem.count,
      });
    case "blank-option":
      return i18n._(msg`Option {place} is blank: write it or remove it.`, { place: problem.place });
    case "option-too-long":
      return i18n._(msg`Option {place} is longer than {max, number} characters: shorten it.`, {
        place: problem.place,
        max: maximumOptionLength,
      });
    case "repeated-option":
      return i18n._(msg`“{option}” appears more than once: keep each option once so every ballot is clear.`, {
        option: isolate(problem.option),
      });
  }
}
