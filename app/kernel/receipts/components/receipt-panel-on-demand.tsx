import { lazy, Suspense } from "react";
import type { SealedReceipt } from "~/kernel/receipts/domain/verifiable-receipt";

// Most draws and splits are not verifiable: the receipt's panel (its link packing and downloads) loads when a
// verifiable result first shows, and keeps /draw and /teams within their budget.
const ReceiptPanel = lazy(() =>
  import("~/kernel/receipts/components/receipt-panel").then(({ ReceiptPanel }) => ({ default: ReceiptPanel })),
);

/** The receipt of a verifiable result, loaded on demand; nothing shows until it has loaded. */
export function ReceiptPanelOnDemand({ receipt }: { receipt: SealedReceipt<string> }) {
  return (
    <Suspense fallback={null}>
      <ReceiptPanel receipt={receipt} />
    </Suspense>
  );
}
