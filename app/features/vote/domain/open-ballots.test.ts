import { describe, expect, it } from "vitest";
import { encryptHiddenBallot, encryptOpenBallot, readBallotCiphertext } from "~/features/vote/domain/ballot-cipher";
import type { Ballot } from "~/features/vote/domain/ballot";
import { newBallotId } from "~/features/vote/domain/identifiers";
import { openBallots } from "~/features/vote/domain/open-ballots";
import { importOrganiserPublicKey, newOrganiserKeys } from "~/features/vote/domain/organiser-keys";
import { newPollKey } from "~/features/vote/domain/poll-key";
import { binding, unseal } from "~/features/vote/domain/sealed-box";
import { fromBase64Url, toBase64Url } from "~/kernel/lists/domain/packed-json";

const pollId = newBallotId();
const ranking = (...options: number[]): Ballot => ({ method: "ranked", ranking: options });

describe("open ballots", () => {
  it("open for everyone with the poll key, as cast", async () => {
    const pollKey = await newPollKey();
    const id = newBallotId();
    const ciphertext = await encryptOpenBallot(pollKey, { pollId, ballotId: id, optionCount: 4 }, ranking(2, 0));
    expect(await openBallots({ pollKey, pollId, revealedKeys: null }, [{ id, ciphertext }])).toEqual([
      { id, content: { r: [2, 0] } },
    ]);
  });

  it("all have the same length in one poll, whatever they say", async () => {
    const pollKey = await newPollKey();
    const place = { pollId, ballotId: newBallotId(), optionCount: 12 };
    const lengths = await Promise.all(
      [ranking(), ranking(3), ranking(11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0)].map(
        async (ballot) => (await encryptOpenBallot(pollKey, place, ballot)).length,
      ),
    );
    expect(new Set(lengths).size).toBe(1);
  });

  it("cannot be moved to another poll or ballot id, swapped, or changed by the server", async () => {
    const pollKey = await newPollKey();
    const [a, b] = [newBallotId(), newBallotId()];
    const sealedA = await encryptOpenBallot(pollKey, { pollId, ballotId: a, optionCount: 3 }, ranking(0));
    const sealedB = await encryptOpenBallot(pollKey, { pollId, ballotId: b, optionCount: 3 }, ranking(1));
    const keys = { pollKey, pollId, revealedKeys: null };
    const problem = "this poll's key does not open it: it was damaged, or sealed for another poll or ballot";
    const swapped = await openBallots(keys, [
      { id: a, ciphertext: sealedB },
      { id: b, ciphertext: sealedA },
    ]);
    expect(swapped).toEqual([
      { id: a, problem },
      { id: b, problem },
    ]);
    const otherPoll = { ...keys, pollId: newBallotId() };
    expect(await openBallots(otherPoll, [{ id: a, ciphertext: sealedA }])).toEqual([{ id: a, problem }]);
    const bytes = fromBase64Url(sealedA) as Uint8Array;
    bytes[20] = (bytes[20] as number) ^ 0x80;
    expect(await openBallots(keys, [{ id: a, ciphertext: toBase64Url(bytes) }])).toEqual([{ id: a, problem }]);
    expect(await openBallots({ ...keys, pollKey: await newPollKey() }, [{ id: a, ciphertext: sealedA }])).toEqual([
      { id: a, problem },
    ]);
  });

  it("set aside what is not a ballot ciphertext at all", async () => {
    const keys = { pollKey: await newPollKey(), pollId, revealedKeys: null };
    const problem = "it is not in the form a browser of this site writes";
    expect(
      await openBallots(keys, [
        { id: "x", ciphertext: "" },
        { id: "y", ciphertext: "Aw" },
      ]),
    ).toEqual([
      { id: "x", problem },
      { id: "y", problem },
    ]);
  });
});

describe("hidden ballots", () => {
  it("cannot be read with the poll key alone: the count waits for the reveal", async () => {
    const pollKey = await newPollKey();
    const organiser = await newOrganiserKeys();
    const publicKey = (await importOrganiserPublicKey(organiser.publicKey)) as CryptoKey;
    const id = newBallotId();
    const ciphertext = await encryptHiddenBallot(publicKey, { pollId, ballotId: id, optionCount: 3 }, ranking(1));
    expect(await openBallots({ pollKey, pollId, revealedKeys: null }, [{ id, ciphertext }])).toEqual([
      { id, problem: "it is hidden until the organiser reveals the results" },
    ]);
    // Nor by trying the poll key on the sealed part directly, whatever the purpose it is tried for.
    const parts = readBallotCiphertext(ciphertext);
    if (parts?.kind !== 2) throw new Error("Not a hidden ballot");
    for (const purpose of ["ballot", "hidden-ballot"] as const) {
      expect(await unseal(pollKey, parts.sealed, binding(purpose, pollId, id))).toBeNull();
    }
    expect(await openBallots({ pollKey, pollId, revealedKeys: new Map() }, [{ id, ciphertext }])).toEqual([
      { id, problem: "the organiser's reveal has no key for it" },
    ]);
  });
});
