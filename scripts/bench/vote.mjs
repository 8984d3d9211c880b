// Group votes at the size the count must stay quick at, in the browser: 10,000 ranked ballots over 20 options
// counted, decrypted and revealed.

/**
 * @param {import("./benchmark").LoadAppModule} load
 * @returns {Promise<import("./benchmark").BenchmarkSet>}
 */
export async function setUp(load) {
  const random = /** @type {typeof import("~/kernel/random/domain/random")} */ (
    await load("kernel/random/domain/random.ts")
  );
  const voteCount = /** @type {typeof import("~/features/vote/domain/count")} */ (
    await load("features/vote/domain/count.ts")
  );
  const voteCiphers = /** @type {typeof import("~/features/vote/domain/ballot-cipher")} */ (
    await load("features/vote/domain/ballot-cipher.ts")
  );
  const { openBallots } = /** @type {typeof import("~/features/vote/domain/open-ballots")} */ (
    await load("features/vote/domain/open-ballots.ts")
  );
  const voteReveal = /** @type {typeof import("~/features/vote/domain/reveal")} */ (
    await load("features/vote/domain/reveal.ts")
  );
  const organiserKeys = /** @type {typeof import("~/features/vote/domain/organiser-keys")} */ (
    await load("features/vote/domain/organiser-keys.ts")
  );
  const { newPollKey } = /** @type {typeof import("~/features/vote/domain/poll-key")} */ (
    await load("features/vote/domain/poll-key.ts")
  );
  const { newBallotId } = /** @type {typeof import("~/features/vote/domain/identifiers")} */ (
    await load("features/vote/domain/identifiers.ts")
  );
  const { createSeededDraw } = /** @type {typeof import("~/kernel/random/domain/seeded-random")} */ (
    await load("kernel/random/domain/seeded-random.ts")
  );

  const voteOptions = Array.from({ length: 20 }, (_, index) => `Option ${index + 1}`);
  /**
   * @param {import("~/features/vote/domain/poll").VoteMethod} method
   * @returns {import("~/features/vote/domain/poll").Poll}
   */
  const votePoll = (method) => ({
    question: "Which one?",
    options: voteOptions,
    method,
    hiddenResults: false,
    organiserPublicKey: "A".repeat(87),
    closesAt: null,
  });
  const voteDraw = createSeededDraw(new TextEncoder().encode("bench ballots"));
  const voteIds = Array.from({ length: 10_000 }, () => newBallotId());
  // Voters who mostly agree (a shared order, each ballot moving a few options) and rank 5 to 20 of them.
  const rankings = voteIds.map(() => {
    const order = [...voteOptions.keys()];
    for (let swap = 0; swap < 8; swap++) {
      const at = voteDraw(19);
      [order[at], order[at + 1]] = [/** @type {number} */ (order[at + 1]), /** @type {number} */ (order[at])];
    }
    return order.slice(0, 5 + voteDraw(16));
  });
  /** @param {unknown[]} contents */
  const openedBallots = (contents) =>
    contents.map((content, index) => ({ id: /** @type {string} */ (voteIds[index]), content }));
  const rankedBallots = openedBallots(rankings.map((ranking) => ({ r: ranking })));
  // The hardest case: each ballot one of the 20 rotations of one order, 500 ballots each. Every option is beaten by
  // a majority and equal majorities contradict each other, so Ranked Pairs needs the draw (its seed hashes every
  // ballot).
  const cycleBallots = openedBallots(voteIds.map((_, index) => ({ r: voteOptions.map((_, k) => (index + k) % 20) })));
  // The server's most ballots (1,000) at the most options (100), every option ranked in a shuffled order.
  const hundredOptions = Array.from({ length: 100 }, (_, index) => `Option ${index + 1}`);
  const hundredOptionBallots = openedBallots(
    voteIds.slice(0, 1_000).map(() => ({ r: random.shuffle([...hundredOptions.keys()], voteDraw) })),
  );
  const approvalBallots = openedBallots(rankings.map((ranking) => ({ a: ranking.slice(0, 1 + (ranking.length % 6)) })));
  const scoreBallots = openedBallots(
    rankings.map((ranking) => ({ s: voteOptions.map((_, option) => Math.max(0, 5 - ranking.indexOf(option))) })),
  );
  const votePollKey = await newPollKey();
  const votePollId = newBallotId();
  /** @type {(ranking: number[]) => { method: "ranked", ranking: number[] }} */
  const asBallot = (ranking) => ({ method: "ranked", ranking });
  const storedOpen = await Promise.all(
    rankings.map(async (ranking, index) => {
      const id = /** @type {string} */ (voteIds[index]);
      const place = { pollId: votePollId, ballotId: id, optionCount: 20 };
      return { id, ciphertext: await voteCiphers.encryptOpenBallot(votePollKey, place, asBallot(ranking)) };
    }),
  );
  const organiser = await organiserKeys.newOrganiserKeys();
  const organiserPublic = /** @type {CryptoKey} */ (await organiserKeys.importOrganiserPublicKey(organiser.publicKey));
  const organiserPrivate = /** @type {CryptoKey} */ (
    await organiserKeys.importOrganiserPrivateKey(organiser.privateKey, organiser.publicKey)
  );
  const storedHidden = await Promise.all(
    storedOpen.map(async ({ id }, index) => {
      const place = { pollId: votePollId, ballotId: id, optionCount: 20 };
      const ballot = asBallot(/** @type {number[]} */ (rankings[index]));
      return { id, ciphertext: await voteCiphers.encryptHiddenBallot(organiserPublic, place, ballot) };
    }),
  );
  const revealedKeys = await voteReveal.deriveRevealedKeys(organiserPrivate, organiserPublic, votePollId, storedHidden);
  const openKeys = { pollKey: votePollKey, pollId: votePollId, revealedKeys: null };

  return {
    benchmarks: [
      [
        "Vote count: 10,000 ranked ballots, 20 options (table, Condorcet winner, instant runoff, Borda, explanation)",
        () => voteCount.countVotes(votePoll("ranked"), votePollId, rankedBallots),
      ],
      [
        "Vote count: 10,000 ranked ballots, 20 options, a cycle (Ranked Pairs, draw seeded over every ballot)",
        () => voteCount.countVotes(votePoll("ranked"), votePollId, cycleBallots),
      ],
      [
        "Vote count: 1,000 ranked ballots, 100 options, each ranking all of them",
        () =>
          voteCount.countVotes({ ...votePoll("ranked"), options: hundredOptions }, votePollId, hundredOptionBallots),
      ],
      [
        "Vote count: 10,000 approval ballots, 20 options",
        () => voteCount.countVotes(votePoll("approval"), votePollId, approvalBallots),
      ],
      [
        "Vote count: 10,000 score ballots, 20 options (STAR)",
        () => voteCount.countVotes(votePoll("score"), votePollId, scoreBallots),
      ],
      [
        "Vote decryption: 10,000 ranked ballots sealed under the poll key (Web Crypto AES-GCM)",
        () => openBallots(openKeys, storedOpen),
      ],
      [
        "Vote decryption: 10,000 hidden ballots with the revealed keys (each key imported, AES-GCM)",
        () => openBallots({ ...openKeys, revealedKeys }, storedHidden),
      ],
      [
        "Vote reveal: the organiser derives 1,000 hidden ballots' keys (ECDH P-256, HKDF)",
        () =>
          voteReveal.deriveRevealedKeys(organiserPrivate, organiserPublic, votePollId, storedHidden.slice(0, 1_000)),
      ],
    ],
  };
}
