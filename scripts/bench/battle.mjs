// Battle Royale's bracket at 1,024 contestants.

/**
 * @param {import("./benchmark").LoadAppModule} load
 * @returns {Promise<import("./benchmark").BenchmarkSet>}
 */
export async function setUp(load) {
  const tournament = /** @type {typeof import("~/features/battle/domain/tournament")} */ (
    await load("features/battle/domain/tournament.ts")
  );

  const contestants = Array.from({ length: 1_024 }, (_, index) => `Contestant ${index + 1}`);

  return {
    benchmarks: [
      ["Build a 1,024-contestant bracket (createTournament)", () => tournament.createTournament(contestants)],
      [
        "Build a 1,024-contestant bracket and play all 1,023 matches",
        () => {
          let state = tournament.createTournament(contestants);
          while (state.winner === null) state = tournament.playCurrentMatch(state);
          return state.winner;
        },
      ],
    ],
  };
}
