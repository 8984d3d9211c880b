/**
 * For a handler's call that the test does not await (a dialog's answer, a held request let go): the call fails once
 * its page has closed, as it does when a test ends or fails first, and that failure must not end the whole run as an
 * unhandled rejection. Any other error is thrown on.
 */
export function unlessClosed(error: unknown) {
  if (error instanceof Error && /has been closed/.test(error.message)) return;
  throw error;
}
