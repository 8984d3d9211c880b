/**
 * The links of a poll, everything secret after the `#` (browsers never send the fragment to a server):
 * - voting link: `/vote#v1.<poll id>.<poll key>`, about 100 characters with the site's address;
 * - organiser's link: `/vote#o1.<poll id>.<poll key>.<organiser token>.<organiser private key>`, about 190.
 * The poll id is the server's (base64url of 16 or more random bytes); keys and token are 32 bytes, 43 characters.
 */

export const votePath = "/vote";

export type VoteLink =
  | { role: "voter"; pollId: string; pollKey: string }
  | { role: "organiser"; pollId: string; pollKey: string; organiserToken: string; organiserKey: string };

/** "damaged": a link cut short, or changed, whose parts cannot be read. */
export type VoteLinkReading = { status: "none" } | { status: "damaged" } | { status: "opened"; link: VoteLink };

const versions = { voter: "v1", organiser: "o1" } as const;
const pollIdPattern = /^[A-Za-z0-9_-]{22,64}$/;
// 32 bytes as unpadded base64url: 43 characters, the last one carrying only 4 bits (so one of A, E, I, …, w).
const thirtyTwoBytes = /^[A-Za-z0-9_-]{42}[AEIMQUYcgkosw048]$/;

/** The fragment (without `#`) of a poll's link. */
export function encodeVoteLink(link: VoteLink): string {
  const parts = [versions[link.role], link.pollId, link.pollKey];
  if (link.role === "organiser") parts.push(link.organiserToken, link.organiserKey);
  return parts.join(".");
}

/**
 * Reads a location hash (with or without `#`): no fragment is "none"; any other fragment is a poll's link or
 * "damaged". Whether the key opens the poll is known only once it is fetched (then the refusal `wrong_key`).
 * Never throws.
 */
export function readVoteLink(hash: string): VoteLinkReading {
  const fragment = hash.startsWith("#") ? hash.slice(1) : hash;
  if (fragment === "") return { status: "none" };
  const [version, pollId = "", pollKey = "", ...rest] = fragment.split(".");
  const damaged = { status: "damaged" } as const;
  if (!pollIdPattern.test(pollId) || !thirtyTwoBytes.test(pollKey)) return damaged;
  if (version === versions.voter && rest.length === 0)
    return { status: "opened", link: { role: "voter", pollId, pollKey } };
  const [organiserToken = "", organiserKey = ""] = rest;
  if (version !== versions.organiser || rest.length !== 2) return damaged;
  if (!thirtyTwoBytes.test(organiserToken) || !thirtyTwoBytes.test(organiserKey)) return damaged;
  return { status: "opened", link: { role: "organiser", pollId, pollKey, organiserToken, organiserKey } };
}
