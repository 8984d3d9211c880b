// The one shape of every benchmark module in this folder. scripts/bench.mjs lists the modules, sets each up, then
// times the rows the filter keeps.

/** Loads a module under app/ through Vite (scripts/app-modules.mjs): `load("features/draw/domain/draw.ts")`. */
export type LoadAppModule = (file: string) => Promise<Record<string, unknown>>;

/** A row of the table: what it measures, and the work timed (until its promise settles, if it returns one). */
export type Benchmark = [label: string, work: () => unknown];

export interface BenchmarkSet {
  /** In the order they print. */
  benchmarks: Benchmark[];
  /** Removes what the set-up left on disk; called when every row has run. */
  cleanUp?: () => void;
}

export interface BenchmarkModule {
  /** Loads the modules measured and builds their inputs (untimed); every module's set-up runs, whatever the filter. */
  setUp: (load: LoadAppModule) => Promise<BenchmarkSet>;
}
