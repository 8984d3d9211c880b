/**
 * A whole decision matrix carried in a link's fragment (`#matrix=…`), which browsers never send to a server.
 *
 * Fragment format: `matrix=<version>.<packed JSON>` (app/kernel/lists/domain/packed-json.ts), the JSON being exactly what
 * `matrixToJson` writes; anything else is a damaged link.
 */

import { matrixToJson, readMatrixJson } from "~/features/matrix/domain/matrix-json";
import type { MatrixState } from "~/features/matrix/domain/matrix-state";
import { packFragment, unpackFragment, type FragmentKind } from "~/kernel/lists/domain/packed-json";

export type MatrixLinkReading = { status: "none" } | { status: "damaged" } | { status: "opened"; matrix: MatrixState };

// 20 × 12 cells of long text is far below 1,000,000 bytes of JSON; a small link must not inflate to gigabytes.
const matrixFragment: FragmentKind = { name: "matrix", version: "1", maximumJsonBytes: 1_000_000 };

/** The fragment (without `#`) that carries `matrix`. */
export async function encodeMatrixLink(matrix: MatrixState): Promise<string> {
  return packFragment(matrixFragment, matrixToJson(matrix));
}

/** Reads a location hash: not a matrix link → "none"; a matrix link not read exactly → "damaged". Never throws. */
export async function decodeMatrixLink(hash: string): Promise<MatrixLinkReading> {
  const reading = await unpackFragment(hash, matrixFragment);
  if (reading.status !== "opened") return reading;
  const matrix = readMatrixJson(reading.value);
  return matrix ? { status: "opened", matrix } : { status: "damaged" };
}
