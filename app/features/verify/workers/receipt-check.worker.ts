// Checks a receipt off the main thread, so that a receipt that takes long to check (a keep-apart search up to its
// bound, a list of 100,000 entrants) never freezes /verify, even when a link opens it. Everything it does is
// ~/features/verify/domain/receipt-check's.
import { verifyReceipt, type ReceiptCheckRequest } from "~/features/verify/domain/receipt-check";

addEventListener("message", ({ data }: MessageEvent<ReceiptCheckRequest>) => {
  postMessage(verifyReceipt(data.receipt, data.list));
});
