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
