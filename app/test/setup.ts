import { compileMessage } from "@lingui/message-utils/compileMessage";
import { beforeEach, vi } from "vitest";
import { setMessagesCompiler } from "~/i18n/runtime";

// No test loads a catalog: each message is worded from the English the macros keep beside its id, plurals included.
setMessagesCompiler(compileMessage);

// A stray console.error means a React warning or a swallowed failure: fail the test.
beforeEach(() => {
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error: ${args.map(String).join(" ")}`);
  });
});
