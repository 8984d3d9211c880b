import { fromBase64Url, toBase64Url } from "~/kernel/lists/domain/packed-json";

const curve = { name: "ECDH", namedCurve: "P-256" } as const;

export interface OrganiserKeys {
  /** The uncompressed point (65 bytes) as base64url: it goes into the poll, sealed under the poll key. */
  publicKey: string;
  /** The private scalar (32 bytes) as base64url: it travels only in the organiser's link. */
  privateKey: string;
}

/**
 * The organiser's ECDH P-256 key pair, to which hidden ballots are encrypted. Only the private scalar goes into the
 * organiser's link (43 characters); the public point it needs beside it comes from the poll.
 */
export async function newOrganiserKeys(): Promise<OrganiserKeys> {
  const pair = await crypto.subtle.generateKey(curve, true, ["deriveBits"]);
  const publicKey = new Uint8Array(await crypto.subtle.exportKey("raw", pair.publicKey));
  const { d } = await crypto.subtle.exportKey("jwk", pair.privateKey);
  if (d === undefined) throw new Error("The browser exported the private key without its scalar");
  return { publicKey: toBase64Url(publicKey), privateKey: d };
}

/** The public key from the poll, or null when it is not a point of P-256. */
export async function importOrganiserPublicKey(publicKey: string): Promise<CryptoKey | null> {
  const bytes = fromBase64Url(publicKey);
  if (!bytes || bytes.length !== 65) return null;
  try {
    return await crypto.subtle.importKey("raw", bytes, curve, true, []);
  } catch {
    return null;
  }
}

/**
 * The private key from the organiser's link and the public key from the poll, or null when they are not a pair of
 * P-256 (the link was cut, changed, or belongs to another poll).
 */
export async function importOrganiserPrivateKey(privateKey: string, publicKey: string): Promise<CryptoKey | null> {
  const point = fromBase64Url(publicKey);
  const scalar = fromBase64Url(privateKey);
  if (!point || point.length !== 65 || point[0] !== 4 || !scalar || scalar.length !== 32) return null;
  const jwk: JsonWebKey = {
    kty: "EC",
    crv: "P-256",
    x: toBase64Url(point.subarray(1, 33)),
    y: toBase64Url(point.subarray(33)),
    d: privateKey,
  };
  try {
    return await crypto.subtle.importKey("jwk", jwk, curve, false, ["deriveBits"]);
  } catch {
    return null;
  }
}
