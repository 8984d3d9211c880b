/**
 * A whole decision matrix carried in a link's fragment (`#matrix=…`), which browsers never send to a server.
 *
 * Fragment format: `matrix=<version>.<packed JSON>` (app/kernel/lists/domain/packed-json.ts), the JSON being exactly what
 * `matrixToJson` writes; anything else is a damaged link.
 */

import { matrixToJson, readMatrixJson } from "~/features/matrix/domain/matrix-json";
import type { MatrixState } from "~/features/matrix/domain/matrix-state";
import { packJson, unpackJson } from "~/kernel/lists/domain/packed-json";

export type MatrixLinkReading = { status: "none" } | { status: "damaged" } | { status: "opened"; matrix: MatrixState };

const fragmentPrefix = "matrix=";
const formatVersion = "1";
// 20 × 12 cells of long text is far below this; a small link must not inflate to gigabytes.
const maximumJsonBytes = 1_000_000;

/** The fragment (without `#`) that carries `matrix`. */
export async function encodeMatrixLink(matrix: MatrixState): Promise<string> {
  return `${fragmentPrefix}${formatVersion}.${await packJson(matrixToJson(matrix))}`;
}

/** Reads a location hash: not a matrix link → "none"; a matrix link not read exactly → "damaged". Never throws. */
export async function decodeMatrixLink(hash: string): Promise<MatrixLinkReading> {
  const fragment = hash.startsWith("#") ? hash.slice(1) : hash;
  if (!fragment.startsWith(fragmentPrefix)) return { status: "none" };
  const body = fragment.slice(fragmentPrefix.length);
  const dot = body.indexOf(".");
  if (dot === -1 || body.slice(0, dot) !== formatVersion) return { status: "damaged" };
  const value = await unpackJson(body.slice(dot + 1), maximumJsonBytes);
  const matrix = value === undefined ? null : readMatrixJson(value);
  return matrix ? { status: "opened", matrix } : { status: "damaged" };
}
