// Balancing 200 rated people into teams.

/**
 * @param {import("./benchmark").LoadAppModule} load
 * @returns {Promise<import("./benchmark").BenchmarkSet>}
 */
export async function setUp(load) {
  const random = /** @type {typeof import("~/kernel/random/domain/random")} */ (
    await load("kernel/random/domain/random.ts")
  );
  const teams = /** @type {typeof import("~/features/teams/domain/team-split")} */ (
    await load("features/teams/domain/team-split.ts")
  );

  const ratedPeople = Array.from({ length: 200 }, (_, index) => ({
    name: `Player ${index + 1}`,
    rating: 100 + random.randomIndex(901),
  }));

  return {
    benchmarks: [
      ["200 rated people: balance into 2 teams", () => teams.makeTeams(ratedPeople, 2, { balance: true })],
      ["200 rated people: balance into 7 teams", () => teams.makeTeams(ratedPeople, 7, { balance: true })],
      ["200 rated people: balance into 40 teams of 5", () => teams.makeTeams(ratedPeople, 40, { balance: true })],
    ],
  };
}
