import { describe, expect, it } from "vitest";
import { encryptHiddenBallot, encryptOpenBallot } from "~/features/vote/domain/ballot-cipher";
import type { Ballot } from "~/features/vote/domain/ballot";
import { countSealedBallots, type SealedCountRequest } from "~/features/vote/domain/ballots-to-count";
import { countVotes } from "~/features/vote/domain/count";
import { newBallotId } from "~/features/vote/domain/identifiers";
import {
  importOrganiserPrivateKey,
  importOrganiserPublicKey,
  newOrganiserKeys,
} from "~/features/vote/domain/organiser-keys";
import { newPollKey } from "~/features/vote/domain/poll-key";

const ranking = (...options: number[]): Ballot => ({ method: "ranked", ranking: options });

describe("countSealedBallots", () => {
  it("counts a request that crossed postMessage, keys and all, as the page counts the ballots it opened", async () => {
    const organiser = await newOrganiserKeys();
    const publicKey = (await importOrganiserPublicKey(organiser.publicKey)) as CryptoKey;
    const privateKey = (await importOrganiserPrivateKey(organiser.privateKey, organiser.publicKey)) as CryptoKey;
    const poll = {
      question: "Film night?",
      options: ["Comedy", "Drama", "Horror"],
      method: "ranked" as const,
      hiddenResults: false,
      organiserPublicKey: organiser.publicKey,
      closesAt: null,
    };
    const pollId = newBallotId();
    const pollKey = await newPollKey();
    const [open, hidden] = [newBallotId(), newBallotId()];
    const place = (ballotId: string) => ({ pollId, ballotId, optionCount: 3 });
    const request: SealedCountRequest = {
      poll,
      pollId,
      ballots: [
        { id: open, ciphertext: await encryptOpenBallot(pollKey, place(open), ranking(1, 0)) },
        { id: hidden, ciphertext: await encryptHiddenBallot(publicKey, place(hidden), ranking(2)) },
      ],
      keys: { pollKey, reveal: null, organiser: { privateKey, publicKey } },
    };

    const count = await countSealedBallots(structuredClone(request));

    const opened = [
      { id: open, content: { r: [1, 0] } },
      { id: hidden, content: { r: [2] } },
    ];
    expect(count).toEqual(countVotes(poll, pollId, opened));
    expect(count.counted).toBe(2);
  });
});
