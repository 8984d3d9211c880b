// Checks a receipt off the main thread, so that a receipt that takes long to check (a keep-apart search up to its
// bound, a list of 100,000 entrants) never freezes /verify, even when a link opens it. Everything it does is
// ~/features/verify/domain/receipt-check's; on the way it tells the page how far the split's work has gone.
import { progressMeter, type CheckMessage } from "~/features/verify/domain/check-progress";
import { verifyReceipt, type ReceiptCheckRequest } from "~/features/verify/domain/receipt-check";

const tell = (message: CheckMessage) => postMessage(message);

addEventListener("message", ({ data }: MessageEvent<ReceiptCheckRequest>) => {
  const { version } = (data.receipt ?? {}) as { version?: unknown };
  const meter = progressMeter(version, (progress) => tell({ kind: "progress", progress }));
  tell({ kind: "verified", verification: verifyReceipt(data.receipt, data.list, meter) });
});
