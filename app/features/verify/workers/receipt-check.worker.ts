// Checks a receipt off the main thread, so that a receipt that takes long to read or check (a keep-apart search up to
// its bound, a list of 100,000 entrants) never freezes /verify, even when a link opens it. The page hands over the
// receipt's text: reading it as JSON happens here too. Everything it does is ~/features/verify/domain/receipt-check's;
// on the way it tells the page how far the split's work has gone.
import { progressMeter, type CheckMessage } from "~/features/verify/domain/check-progress";
import { checkReceiptText, type ReceiptCheckRequest } from "~/features/verify/domain/receipt-check";

const tell = (message: CheckMessage) => postMessage(message);

addEventListener("message", ({ data }: MessageEvent<ReceiptCheckRequest>) => {
  tell(
    checkReceiptText(data.receiptText, data.list, (version) =>
      progressMeter(version, (progress) => tell({ kind: "progress", progress })),
    ),
  );
});
