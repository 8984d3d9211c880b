// The whole path a poll takes through browsers, as the later pages will run it: the organiser makes the poll and its
// links, a participant opens the voting link and votes, the organiser reveals, anyone recounts.
import { describe, expect, it } from "vitest";
import { encryptHiddenBallot } from "~/features/vote/domain/ballot-cipher";
import { countVotes } from "~/features/vote/domain/count";
import { newBallotId, newToken } from "~/features/vote/domain/identifiers";
import { openBallots } from "~/features/vote/domain/open-ballots";
import {
  importOrganiserPrivateKey,
  importOrganiserPublicKey,
  newOrganiserKeys,
} from "~/features/vote/domain/organiser-keys";
import { checkOwnBallot } from "~/features/vote/domain/own-ballot";
import { decryptPoll, encryptPoll } from "~/features/vote/domain/poll-cipher";
import { exportPollKey, importPollKey, newPollKey } from "~/features/vote/domain/poll-key";
import { decryptReveal, deriveRevealedKeys, encryptReveal } from "~/features/vote/domain/reveal";
import { encodeVoteLink, readVoteLink } from "~/features/vote/domain/vote-links";

describe("a hidden-results poll from link to recount", () => {
  it("opens for the link's holders, counts after the reveal, and calls a link with another key damaged", async () => {
    // The organiser's browser.
    const pollKey = await newPollKey();
    const organiser = await newOrganiserKeys();
    const poll = {
      question: "Which day for the meeting?",
      options: ["Monday", "Wednesday", "Friday"],
      method: "approval" as const,
      hiddenResults: true,
      organiserPublicKey: organiser.publicKey,
      closesAt: null,
    };
    const server = {
      ciphertext: await encryptPoll(pollKey, poll),
      ballots: [] as { id: string; ciphertext: string }[],
    };
    const pollId = newBallotId(); // the server's, in the answer to POST /api/polls
    const shared = { pollId, pollKey: await exportPollKey(pollKey) };
    const votingLink = encodeVoteLink({ role: "voter", ...shared });
    const organiserLink = encodeVoteLink({
      role: "organiser",
      ...shared,
      organiserToken: newToken(),
      organiserKey: organiser.privateKey,
    });

    // A participant's browser: the link, the poll, a hidden ballot.
    const reading = readVoteLink(`#${votingLink}`);
    if (reading.status !== "opened") throw new Error("The voting link did not read");
    const participantKey = (await importPollKey(reading.link.pollKey)) as CryptoKey;
    const participantPoll = await decryptPoll(participantKey, server.ciphertext);
    expect(participantPoll).toEqual(poll);
    const ballotId = newBallotId();
    const publicKey = (await importOrganiserPublicKey(poll.organiserPublicKey)) as CryptoKey;
    const cast = { method: "approval" as const, approved: [1, 2] };
    const place = { pollId, ballotId, optionCount: 3 };
    server.ballots.push({ id: ballotId, ciphertext: await encryptHiddenBallot(publicKey, place, cast) });
    const before = await openBallots({ pollKey: participantKey, pollId, revealedKeys: null }, server.ballots);
    expect(countVotes(poll, pollId, before).counted).toBe(0);

    // The organiser's browser, from the organiser's link: the reveal.
    const organiserReading = readVoteLink(organiserLink);
    if (organiserReading.status !== "opened" || organiserReading.link.role !== "organiser")
      throw new Error("The organiser link did not read");
    const privateKey = await importOrganiserPrivateKey(organiserReading.link.organiserKey, poll.organiserPublicKey);
    const keys = await deriveRevealedKeys(privateKey as CryptoKey, publicKey, pollId, server.ballots);
    const reveal = await encryptReveal(pollKey, pollId, keys);

    // Anyone with the voting link: the recount, and the voter's own check.
    const revealedKeys = await decryptReveal(participantKey, pollId, reveal);
    const count = countVotes(
      poll,
      pollId,
      await openBallots({ pollKey: participantKey, pollId, revealedKeys }, server.ballots),
    );
    expect(count.result).toMatchObject({ approvals: [0, 1, 1] });
    expect(checkOwnBallot(count, ballotId, cast).status).toBe("counted");

    // A link whose key is whole but not this poll's: it reads, and the poll does not open.
    const otherKey = await exportPollKey(await newPollKey());
    const wrong = readVoteLink(encodeVoteLink({ role: "voter", pollId, pollKey: otherKey }));
    if (wrong.status !== "opened") throw new Error("The link did not read");
    expect(await decryptPoll((await importPollKey(wrong.link.pollKey)) as CryptoKey, server.ciphertext)).toBeNull();
  });
});
