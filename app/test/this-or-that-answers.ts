import type { MessageDescriptor } from "@lingui/core";
import { word } from "~/features/this-or-that/components/word";
import { createI18n } from "~/i18n/runtime";
import { mergeInsertionStep, type Answer } from "~/kernel/pairs/domain/merge-insertion";

/** Runs the sort to the end, each answer from `prefers`; `drawn` pairs are marked as settled by a draw. */
export function answerAll(
  count: number,
  prefers: (a: number, b: number) => boolean,
  drawn: (a: number, b: number) => boolean,
) {
  const answers: Answer[] = [];
  for (;;) {
    const step = mergeInsertionStep(count, answers);
    if (step.status === "done") return { ranking: step.ranking, answers };
    if (step.status === "mismatch") throw new Error("mismatch");
    const [x, y] = step.pair;
    const xPreferred = prefers(x, y);
    answers.push({ preferred: xPreferred ? x : y, other: xPreferred ? y : x, byChance: drawn(x, y) });
  }
}

export const cities = ["Lisbon", "Porto", "Madrid", "Faro", "Braga"];
export const byIndex = (a: number, b: number) => a < b;

const english = createI18n("en", {});

/** A sentence the domain built, as the English page words it. */
export const inEnglish = (sentence: MessageDescriptor) => word(english, sentence);

/** Text without the marks that set each name apart (`isolate`), to compare with the words a visitor reads. */
export const plain = (text: string) => text.replace(/[\u2068\u2069]/g, "");
