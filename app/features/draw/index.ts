// The draw's public entry: /verify checks its receipts.
export { canonicalLines, drawStatementCounts } from "~/features/draw/domain/draw-statement";
export { makeVerifiableDraw, type DrawReceipt } from "~/features/draw/domain/verifiable-draw";
export { verifyDraw } from "~/features/draw/domain/verify-draw";
