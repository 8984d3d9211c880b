import { toBase64Url } from "~/kernel/lists/domain/packed-json";
import { randomBytes } from "~/kernel/random/domain/random";

/**
 * A ballot's id: 16 random bytes made by the voter's device, which keeps it to replace its ballot and to find it in
 * the recount. Random, so it says nothing of who voted.
 */
export function newBallotId(): string {
  return toBase64Url(randomBytes(16));
}

/**
 * A token: 32 random bytes. The organiser's proves to the server that a close, a reveal or a deletion comes from the
 * organiser's link; a ballot's proves that a replacement comes from the device that cast it. The server keeps only
 * each token's SHA-256.
 */
export function newToken(): string {
  return toBase64Url(randomBytes(32));
}
