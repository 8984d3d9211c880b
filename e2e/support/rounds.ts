import { test } from "@playwright/test";

export interface Round {
  /** Whether this round's figure is within the budget its own reference set. */
  withinBudget: boolean;
  /** The round's figures, printed and kept as an annotation. */
  line: string;
}

/**
 * Measures up to `rounds` times, stopping at the first round within its budget, and returns the last round measured.
 * A measurement's budget comes from a reference measured moments before in the same round, so a slower machine moves
 * both; a machine busy with other work for a few seconds can still slow the one and not the other. Work that really
 * grows with the input misses its budget in every round. Every round's figures are printed.
 */
export async function measureInRounds<T extends Round>(rounds: number, measureRound: () => Promise<T>): Promise<T> {
  for (let count = 1; ; count += 1) {
    const round = await measureRound();
    const line = `${round.line} (round ${count} of at most ${rounds})`;
    test.info().annotations.push({ type: "measurement", description: line });
    console.log(line);
    if (round.withinBudget || count === rounds) return round;
  }
}
