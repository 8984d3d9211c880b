import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

// findBy… and waitFor wait up to 1 s by default, which a busy 2-core machine can take for one React commit; 5 s was
// not enough for the team maker's cards at load average 13. A limit on a hang, not on speed (decision D24).
configure({ asyncUtilTimeout: 30_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});
