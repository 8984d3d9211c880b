// Pearson's chi-square goodness-of-fit test, with its p-value from the regularised upper incomplete
// gamma function Q(df/2, x/2) (Numerical Recipes, 3rd ed., §6.2). Written out here rather than taken
// from a statistics library: it is about sixty lines, and the page that uses it has a JS budget.

const maxIterations = 10_000;
const epsilon = 1e-15;
// Keeps the continued fraction's denominators away from zero (modified Lentz's method).
const tiny = 1e-300;

const lanczosCoefficients = [
  76.18009172947146, -86.50532032941678, 24.01409824083091, -1.231739572450155, 0.001208650973866179,
  -0.000005395239384953,
];

/** ln Γ(x) for x > 0 by the Lanczos approximation; the relative error is below 2e-10. */
export function logGamma(x: number): number {
  let denominator = x;
  let series = 1.000000000190015;
  for (const coefficient of lanczosCoefficients) series += coefficient / ++denominator;
  const shifted = x + 5.5;
  return (x + 0.5) * Math.log(shifted) - shifted + Math.log((Math.sqrt(2 * Math.PI) * series) / x);
}

/** e^(−x) · x^a / Γ(a), the factor both expansions below share, computed in logs to avoid overflow. */
function gammaPrefactor(a: number, x: number): number {
  return Math.exp(a * Math.log(x) - x - logGamma(a));
}

/** P(a, x) by its power series, which converges quickly when x < a + 1. */
function lowerGammaSeries(a: number, x: number): number {
  let term = 1 / a;
  let sum = term;
  for (let n = 1; n <= maxIterations; n++) {
    term *= x / (a + n);
    sum += term;
    if (Math.abs(term) < Math.abs(sum) * epsilon) return sum * gammaPrefactor(a, x);
  }
  throw new RangeError(`The gamma series did not converge for a = ${a}, x = ${x}`);
}

/** Q(a, x) by its continued fraction, which converges quickly when x ≥ a + 1. */
function upperGammaContinuedFraction(a: number, x: number): number {
  let b = x + 1 - a;
  let c = 1 / tiny;
  let d = 1 / b;
  let result = d;
  for (let i = 1; i <= maxIterations; i++) {
    const an = -i * (i - a);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < tiny) d = tiny;
    c = b + an / c;
    if (Math.abs(c) < tiny) c = tiny;
    d = 1 / d;
    const delta = d * c;
    result *= delta;
    if (Math.abs(delta - 1) < epsilon) return result * gammaPrefactor(a, x);
  }
  throw new RangeError(`The gamma continued fraction did not converge for a = ${a}, x = ${x}`);
}

/** The regularised upper incomplete gamma function Q(a, x) = Γ(a, x) / Γ(a), for a > 0 and x ≥ 0. */
export function regularizedUpperGamma(a: number, x: number): number {
  if (!(a > 0) || !(x >= 0)) throw new RangeError(`Q(a, x) needs a > 0 and x ≥ 0, got a = ${a}, x = ${x}`);
  if (x === 0) return 1;
  // Each expansion is used where it converges fast; Q comes straight from the fraction, so tiny
  // p-values keep their precision instead of vanishing in 1 − P.
  return x < a + 1 ? 1 - lowerGammaSeries(a, x) : upperGammaContinuedFraction(a, x);
}

/** The chance that a chi-square variable with `degreesOfFreedom` is at least `statistic`. */
export function chiSquarePValue(statistic: number, degreesOfFreedom: number): number {
  if (!Number.isInteger(degreesOfFreedom) || degreesOfFreedom < 1) {
    throw new RangeError(`Degrees of freedom must be a positive integer, got ${degreesOfFreedom}`);
  }
  return Math.min(1, Math.max(0, regularizedUpperGamma(degreesOfFreedom / 2, statistic / 2)));
}

export interface ChiSquareTest {
  statistic: number;
  degreesOfFreedom: number;
  pValue: number;
}

/** Pearson's test of observed counts against the counts a fair draw would give on average. */
export function chiSquareTest(observed: readonly number[], expected: readonly number[]): ChiSquareTest {
  if (observed.length !== expected.length || observed.length < 2) {
    throw new RangeError("The test needs at least two categories, with one expected count for each observed one");
  }
  let statistic = 0;
  observed.forEach((count, index) => {
    const mean = expected[index] as number;
    if (!(mean > 0)) throw new RangeError(`Expected counts must be positive, got ${mean}`);
    statistic += (count - mean) ** 2 / mean;
  });
  const degreesOfFreedom = observed.length - 1;
  return { statistic, degreesOfFreedom, pValue: chiSquarePValue(statistic, degreesOfFreedom) };
}
