// The draw's public entry: /verify checks its receipts.
export {
  canonicalLines,
  drawStatementCounts,
  makeVerifiableDraw,
  verifyDraw,
  type DrawReceipt,
} from "~/features/draw/domain/verifiable-draw";
