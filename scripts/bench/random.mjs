// The crypto-based generator every pick draws from: plain and weighted draws.

/**
 * @param {import("./benchmark").LoadAppModule} load
 * @returns {Promise<import("./benchmark").BenchmarkSet>}
 */
export async function setUp(load) {
  const random = /** @type {typeof import("~/kernel/random/domain/random")} */ (
    await load("kernel/random/domain/random.ts")
  );

  const weights = Array.from({ length: 1_000 }, (_, index) => (index % 100) + 1);

  return {
    benchmarks: [
      [
        "10^6 randomIndex(10) draws",
        () => {
          let total = 0;
          for (let i = 0; i < 1_000_000; i++) total += random.randomIndex(10);
          return total;
        },
      ],
      [
        "10^5 weighted draws over 1,000 options (createWeightedPicker once)",
        () => {
          const pick = random.createWeightedPicker(weights);
          let total = 0;
          for (let i = 0; i < 100_000; i++) total += pick();
          return total;
        },
      ],
      [
        "10^5 weighted draws over 1,000 options (pickWeightedIndex each)",
        () => {
          let total = 0;
          for (let i = 0; i < 100_000; i++) total += random.pickWeightedIndex(weights);
          return total;
        },
      ],
    ],
  };
}
