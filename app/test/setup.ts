import { beforeEach, vi } from "vitest";

// A stray console.error means a React warning or a swallowed failure: fail the test.
beforeEach(() => {
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error: ${args.map(String).join(" ")}`);
  });
});
