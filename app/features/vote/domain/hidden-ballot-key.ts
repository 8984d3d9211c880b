import { binding } from "~/features/vote/domain/sealed-box";

const curve = { name: "ECDH", namedCurve: "P-256" } as const;

/**
 * A hidden ballot's own AES-GCM 256 key, as 32 bytes: ECDH P-256 between the voter's one-time key pair and the
 * organiser's key pair, then HKDF-SHA-256 (the shape of HPKE, RFC 9180, with P-256 and AES-256-GCM). The salt holds
 * both public points and the info the poll and ballot ids, so the key belongs to this one ballot. The voter derives
 * it from their one-time private key and the organiser's public key; the organiser from their private key and the
 * one-time public point the ciphertext carries. Publishing it at the reveal opens that ballot and nothing else.
 */
export async function deriveHiddenBallotKey(
  ownPrivateKey: CryptoKey,
  otherPublicKey: CryptoKey,
  points: { oneTime: Uint8Array<ArrayBuffer>; organiser: Uint8Array<ArrayBuffer> },
  pollId: string,
  ballotId: string,
): Promise<Uint8Array<ArrayBuffer>> {
  const shared = await crypto.subtle.deriveBits({ name: "ECDH", public: otherPublicKey }, ownPrivateKey, 256);
  const secret = await crypto.subtle.importKey("raw", shared, "HKDF", false, ["deriveBits"]);
  const salt = new Uint8Array(points.oneTime.length + points.organiser.length);
  salt.set(points.oneTime);
  salt.set(points.organiser, points.oneTime.length);
  const info = binding("hidden-ballot-key", pollId, ballotId);
  return new Uint8Array(await crypto.subtle.deriveBits({ name: "HKDF", hash: "SHA-256", salt, info }, secret, 256));
}

/** A one-time key pair for one hidden ballot: its private key is used once and never kept. */
export async function newOneTimeKeys(): Promise<{ privateKey: CryptoKey; point: Uint8Array<ArrayBuffer> }> {
  const pair = await crypto.subtle.generateKey(curve, false, ["deriveBits"]);
  return { privateKey: pair.privateKey, point: new Uint8Array(await crypto.subtle.exportKey("raw", pair.publicKey)) };
}

/** The one-time public point a hidden ballot carries, or null when it is not a point of P-256. */
export async function importOneTimePoint(point: Uint8Array<ArrayBuffer>): Promise<CryptoKey | null> {
  try {
    return await crypto.subtle.importKey("raw", point, curve, false, []);
  } catch {
    return null;
  }
}
