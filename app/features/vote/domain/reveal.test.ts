import { describe, expect, it } from "vitest";
import type { Ballot } from "~/features/vote/domain/ballot";
import { encryptHiddenBallot } from "~/features/vote/domain/ballot-cipher";
import { countVotes } from "~/features/vote/domain/count";
import { newBallotId } from "~/features/vote/domain/identifiers";
import { openBallots } from "~/features/vote/domain/open-ballots";
import {
  importOrganiserPrivateKey,
  importOrganiserPublicKey,
  newOrganiserKeys,
} from "~/features/vote/domain/organiser-keys";
import { checkOwnBallot } from "~/features/vote/domain/own-ballot";
import type { Poll } from "~/features/vote/domain/poll";
import { newPollKey } from "~/features/vote/domain/poll-key";
import { decryptReveal, deriveRevealedKeys, encryptReveal, type StoredBallot } from "~/features/vote/domain/reveal";
import { randomBytes } from "~/kernel/random/domain/random";

const approve = (...options: number[]): Ballot => ({ method: "approval", approved: options });

/** A hidden-results poll with three ballots cast, as the server stores them. */
async function hiddenPoll() {
  const pollId = newBallotId();
  const pollKey = await newPollKey();
  const organiser = await newOrganiserKeys();
  const publicKey = (await importOrganiserPublicKey(organiser.publicKey)) as CryptoKey;
  const privateKey = (await importOrganiserPrivateKey(organiser.privateKey, organiser.publicKey)) as CryptoKey;
  const poll: Poll = {
    question: "Team outing?",
    options: ["Bowling", "Karaoke", "Escape room"],
    method: "approval",
    hiddenResults: true,
    organiserPublicKey: organiser.publicKey,
    closesAt: null,
  };
  const cast = async (ballot: Ballot, id = newBallotId()): Promise<StoredBallot> => ({
    id,
    ciphertext: await encryptHiddenBallot(publicKey, { pollId, ballotId: id, optionCount: 3 }, ballot),
  });
  const stored = [await cast(approve(0)), await cast(approve(1, 2)), await cast(approve(1))];
  /** What any participant does: read the reveal, open each stored ballot with its key, count. */
  const recount = async (ballots: readonly StoredBallot[], reveal: string) => {
    const revealedKeys = await decryptReveal(pollKey, pollId, reveal);
    return countVotes(poll, pollId, await openBallots({ pollKey, pollId, revealedKeys }, ballots));
  };
  return { pollId, pollKey, organiser, publicKey, privateKey, poll, cast, stored, recount };
}

describe("the reveal", () => {
  it("lets every participant open and count the hidden ballots, each voter finding theirs as cast", async () => {
    const { pollId, pollKey, publicKey, privateKey, stored, recount } = await hiddenPoll();
    const keys = await deriveRevealedKeys(privateKey, publicKey, pollId, stored);
    const count = await recount(stored, await encryptReveal(pollKey, pollId, keys));
    expect(count).toMatchObject({ counted: 3, setAside: 0, result: { approvals: [1, 2, 1], winner: 1 } });
    expect(checkOwnBallot(count, stored[1]?.id as string, approve(2, 1)).status).toBe("counted");
  });

  it("opens with each key its own ballot only", async () => {
    const { pollId, pollKey, publicKey, privateKey, stored, recount } = await hiddenPoll();
    const keys = await deriveRevealedKeys(privateKey, publicKey, pollId, stored);
    const [first, second] = [stored[0] as StoredBallot, stored[1] as StoredBallot];
    const crossed = new Map(keys).set(first.id, keys.get(second.id) as Uint8Array<ArrayBuffer>);
    const count = await recount(stored, await encryptReveal(pollKey, pollId, crossed));
    expect(checkOwnBallot(count, first.id, approve(0))).toMatchObject({
      status: "set-aside",
      reason: "the key the organiser revealed for it does not open it",
    });
  });

  it("cannot be forged by a participant into one that drops or changes a ballot unseen", async () => {
    // A participant has the poll key, so the server would accept from them (with its help) a reveal they sealed, but
    // not the organiser's private key: they can leave a ballot's key out or put any key they like in its place.
    const { pollId, pollKey, publicKey, privateKey, stored, recount } = await hiddenPoll();
    const victim = stored[1] as StoredBallot;
    const honest = await deriveRevealedKeys(privateKey, publicKey, pollId, stored);
    const dropped = new Map(honest);
    dropped.delete(victim.id);
    const droppedCount = await recount(stored, await encryptReveal(pollKey, pollId, dropped));
    expect(checkOwnBallot(droppedCount, victim.id, approve(1, 2))).toMatchObject({
      status: "set-aside",
      reason: "the organiser's reveal has no key for it",
    });
    expect(droppedCount.setAside).toBe(1);
    const replaced = new Map(honest).set(victim.id, randomBytes(32));
    const replacedCount = await recount(stored, await encryptReveal(pollKey, pollId, replaced));
    expect(checkOwnBallot(replacedCount, victim.id, approve(1, 2)).status).toBe("set-aside");
  });

  it("shows the voter a ballot the server swapped for another sealed under their id", async () => {
    // The organiser's public key is in the poll, so anyone can seal a hidden ballot under the victim's id; a server
    // that stores it in place of the victim's gets it revealed and counted, but the victim sees it is not theirs.
    const { pollId, pollKey, publicKey, privateKey, stored, cast, recount } = await hiddenPoll();
    const victim = stored[1] as StoredBallot;
    const forged = [stored[0] as StoredBallot, await cast(approve(0), victim.id), stored[2] as StoredBallot];
    const keys = await deriveRevealedKeys(privateKey, publicKey, pollId, forged);
    const count = await recount(forged, await encryptReveal(pollKey, pollId, keys));
    expect(checkOwnBallot(count, victim.id, approve(1, 2)).status).toBe("changed");
  });

  it("opens for its own poll only, under the poll key only", async () => {
    const { pollId, pollKey, publicKey, privateKey, stored } = await hiddenPoll();
    const reveal = await encryptReveal(
      pollKey,
      pollId,
      await deriveRevealedKeys(privateKey, publicKey, pollId, stored),
    );
    expect(await decryptReveal(pollKey, pollId, reveal)).not.toBeNull();
    expect(await decryptReveal(pollKey, newBallotId(), reveal)).toBeNull();
    expect(await decryptReveal(await newPollKey(), pollId, reveal)).toBeNull();
  });
});

describe("organiser keys", () => {
  it("pair the link's private key with the poll's public key, and no other", async () => {
    const [mine, other] = [await newOrganiserKeys(), await newOrganiserKeys()];
    expect(mine.privateKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(mine.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(await importOrganiserPrivateKey(mine.privateKey, other.publicKey)).toBeNull();
    expect(await importOrganiserPrivateKey(mine.privateKey.slice(1), mine.publicKey)).toBeNull();
    expect(await importOrganiserPublicKey("A".repeat(87))).toBeNull();
  });

  it("derive no key that opens a ballot from another organiser's private key", async () => {
    const { pollId, publicKey, stored } = await hiddenPoll();
    const stranger = await newOrganiserKeys();
    const strangerKey = (await importOrganiserPrivateKey(stranger.privateKey, stranger.publicKey)) as CryptoKey;
    const wrongKeys = await deriveRevealedKeys(strangerKey, publicKey, pollId, stored);
    const opened = await openBallots({ pollKey: await newPollKey(), pollId, revealedKeys: wrongKeys }, stored);
    expect(opened.every((ballot) => "problem" in ballot)).toBe(true);
  });
});
