import type { IndexDraw } from "~/kernel/random/domain/random";

/**
 * Runs `run` once for every path through its draw(n) calls, each choice taken with probability 1/n,
 * reporting each path's probability as 1 / denominator. Paths are walked like an odometer: replay the
 * previous choices, then advance the deepest one that still has an untried value.
 */
export function exploreDraws<R>(run: (draw: IndexDraw) => R, visit: (result: R, denominator: number) => void): void {
  const path: number[] = [];
  const sizes: number[] = [];
  for (;;) {
    let call = 0;
    let denominator = 1;
    const result = run((n) => {
      if (call === path.length) [path[call], sizes[call]] = [0, n];
      else if (sizes[call] !== n) throw new Error("The run is not deterministic in its draws");
      denominator *= n;
      return path[call++] as number;
    });
    if (call !== path.length) throw new Error("The run is not deterministic in its draws");
    visit(result, denominator);
    let depth = path.length - 1;
    while (depth >= 0 && (path[depth] as number) + 1 === sizes[depth]) depth--;
    if (depth < 0) return;
    path[depth] = (path[depth] as number) + 1;
    path.length = sizes.length = depth + 1;
  }
}

/** Exact sum of fractions: numerators are grouped by denominator (plain numbers stay exact), reduced with BigInt. */
export class ExactSum {
  private readonly byDenominator = new Map<number, number>();
  add(numerator: number, denominator: number): void {
    this.byDenominator.set(denominator, (this.byDenominator.get(denominator) ?? 0) + numerator);
  }
  toFraction(): [bigint, bigint] {
    let [num, den] = [0n, 1n];
    for (const [d, n] of this.byDenominator) [num, den] = [num * BigInt(d) + BigInt(n) * den, den * BigInt(d)];
    return reduceFraction(num, den);
  }
}

/** num/den in lowest terms. */
export function reduceFraction(num: bigint, den: bigint): [bigint, bigint] {
  const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? a : gcd(b, a % b));
  const divisor = gcd(num, den);
  return [num / divisor, den / divisor];
}
