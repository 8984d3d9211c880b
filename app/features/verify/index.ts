// /verify's public entry: a receipt of either kind, checked as the page checks it.
export { verifyReceipt } from "~/features/verify/domain/receipt-check";
export { wordHeadline, wordNotProven, wordProblem } from "~/features/verify/components/verdict-words";
