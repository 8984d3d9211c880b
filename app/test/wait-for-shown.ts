import { act } from "@testing-library/react";
import { vi } from "vitest";

/**
 * Waits until `find` finds what a module loaded on demand shows, letting React commit between tries. Unlike
 * findBy…, it works while setTimeout is faked (Testing Library takes Vitest's fake timers for Jest's and stalls).
 */
export function waitForShown<T>(find: () => T): Promise<T> {
  return vi.waitFor(
    async () => {
      await act(async () => {});
      return find();
    },
    { timeout: 5_000 },
  );
}
