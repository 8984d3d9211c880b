// Every query the vote service makes, in the SQL both engines speak. Times are compared with the database's clock
// (`now()`), so several servers agree on when a poll closed or expired, and come back as ISO strings made by the
// database, alike on both engines. Each change also NOTIFYs `poll_events`, delivered when its transaction commits,
// to every server listening on the database (`server/polls/poll-events.mjs`).

/** @typedef {import("./engine.mjs").Engine} Engine */
/** @typedef {import("./engine.mjs").Queryable} Queryable */

/**
 * @typedef {object} BallotRecord a ballot as anyone with the poll's link sees it: nothing of when it was written
 * @property {string} id
 * @property {string} ciphertext
 */

/**
 * @typedef {object} PollRecord what the API shows of a poll (PollView in docs/vote-api.md)
 * @property {string} id
 * @property {string} ciphertext
 * @property {string} createdAt
 * @property {string | null} closesAt
 * @property {string | null} closedAt closed by the organiser, or else `closesAt` once it has passed
 * @property {string | null} revealedAt
 * @property {string} expiresAt
 * @property {number} keepDays
 * @property {number} ballotCount
 * @property {number} revision
 * @property {BallotRecord[]} ballots
 * @property {string | null} reveal
 */

/**
 * @typedef {object} PollState what a live update carries, and what each change announces
 * @property {string} pollId
 * @property {number} ballotCount
 * @property {number} revision
 * @property {string | null} closesAt
 * @property {string | null} closedAt set only when the organiser closed it (not when `closesAt` passed)
 * @property {string | null} revealedAt
 * @property {boolean} deleted
 */

/** @typedef {(storedHash: Uint8Array) => boolean} Authorize compares a stored token hash with the one presented */

/**
 * @typedef {object} BallotWrite a ballot to cast, or to replace when its id is taken and `authorize` accepts
 * @property {string} ballotId
 * @property {Uint8Array} tokenHash
 * @property {string} ciphertext
 * @property {Authorize} authorize
 */

/**
 * @typedef {{ outcome: "missing" } | { outcome: "closed" } | { outcome: "forbidden" } | { outcome: "full" }
 *   | { outcome: "created" | "replaced", ballotCount: number, revision: number }} BallotOutcome
 *   `ballotCount` and `revision`: the poll's, just after this ballot
 */

export const pollEventsChannel = "poll_events";

/** @param {string} column */
const iso = (column) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const isClosed = "COALESCE(closed_at IS NOT NULL OR closes_at <= now(), false)";

const pollColumns = `
  id, ciphertext, ${iso("created_at")} AS created_at, ${iso("closes_at")} AS closes_at,
  ${iso("COALESCE(closed_at, CASE WHEN closes_at <= now() THEN closes_at END)")} AS closed_at,
  ${iso("revealed_at")} AS revealed_at, ${iso("expires_at")} AS expires_at,
  keep_days, ballot_count, revision, reveal`;

const stateColumns = `
  id, ballot_count, revision, ${iso("closes_at")} AS closes_at, ${iso("closed_at")} AS closed_at,
  ${iso("revealed_at")} AS revealed_at`;

/**
 * @param {Record<string, any>} row
 * @param {BallotRecord[]} ballots
 * @returns {PollRecord}
 */
function toPoll(row, ballots) {
  return {
    id: row.id,
    ciphertext: row.ciphertext,
    createdAt: row.created_at,
    closesAt: row.closes_at,
    closedAt: row.closed_at,
    revealedAt: row.revealed_at,
    expiresAt: row.expires_at,
    keepDays: row.keep_days,
    ballotCount: row.ballot_count,
    revision: row.revision,
    ballots,
    reveal: row.reveal,
  };
}

/**
 * @param {Record<string, any>} row
 * @returns {PollState}
 */
function toState(row) {
  return {
    pollId: row.id,
    ballotCount: row.ballot_count,
    revision: row.revision,
    closesAt: row.closes_at,
    closedAt: row.closed_at,
    revealedAt: row.revealed_at,
    deleted: false,
  };
}

// Each change announces the poll's new state (a PollState) in the statement that makes it: the notification goes out
// when, and only if, the transaction commits, and costs no round trip of its own.

/**
 * The end of a `WITH`: `update`, an UPDATE of one poll (nothing when it changes no row), and its announcement.
 *
 * @param {string} update
 */
const announcedChange = (update) => `changed AS (${update} RETURNING ${stateColumns})
  SELECT pg_notify('${pollEventsChannel}', json_build_object(
    'pollId', id, 'ballotCount', ballot_count, 'revision', revision, 'closesAt', closes_at, 'closedAt', closed_at,
    'revealedAt', revealed_at, 'deleted', false)::text)
    FROM changed`;

/**
 * `remove`, a DELETE of polls, announcing each poll it deletes.
 *
 * @param {string} remove
 */
const announcedDeletion = (remove) => `WITH gone AS (${remove} RETURNING id)
  SELECT pg_notify('${pollEventsChannel}', json_build_object('pollId', id, 'deleted', true)::text) FROM gone`;

/**
 * The poll's row, locked until the transaction ends, so that closing, ballots and deletion happen one at a time.
 *
 * @param {Queryable} tx
 * @param {string} pollId
 */
async function lockPoll(tx, pollId) {
  const { rows } = await tx.query(
    `SELECT organiser_token_hash, ${isClosed} AS closed FROM polls WHERE id = $1 AND expires_at > now() FOR UPDATE`,
    [pollId],
  );
  return /** @type {{ organiser_token_hash: Uint8Array, closed: boolean } | undefined} */ (rows[0]);
}

/** @param {Engine} engine */
export function createPollsRepository(engine) {
  /**
   * @param {Queryable} db
   * @param {string} pollId
   * @param {number} sinceRevision only the ballots written after this revision (0: all)
   * @returns {Promise<PollRecord | null>}
   */
  async function readPoll(db, pollId, sinceRevision = 0) {
    // One statement, so the ballots and the count come from one moment. Ballots are listed by id, without their
    // times or revisions: whoever knows when someone voted must not find that person's ballot by its time or place.
    const { rows } = await db.query(
      `SELECT ${pollColumns},
         (SELECT COALESCE(json_agg(json_build_object('id', b.id, 'ciphertext', b.ciphertext)
           ORDER BY b.id COLLATE "C"), '[]'::json)
            FROM ballots b WHERE b.poll_id = polls.id AND b.revision > $2) AS ballots
       FROM polls WHERE id = $1 AND expires_at > now()`,
      [pollId, sinceRevision],
    );
    const row = rows[0];
    return row ? toPoll(row, row.ballots) : null;
  }

  return {
    /**
     * @param {{ id: string, ciphertext: string, organiserTokenHash: Uint8Array, closesAt: string | null, keepDays: number }} poll
     * @returns {Promise<PollRecord>}
     */
    async insertPoll({ id, ciphertext, organiserTokenHash, closesAt, keepDays }) {
      // Kept `keepDays` after closing, and never more than a year after it was made.
      const { rows } = await engine.query(
        `INSERT INTO polls (id, ciphertext, organiser_token_hash, closes_at, keep_days, expires_at)
         VALUES ($1, $2, $3, $4::timestamptz, $5::integer,
                 LEAST(now() + interval '365 days', $4::timestamptz + $5::integer * interval '1 day'))
         RETURNING ${pollColumns}`,
        [id, ciphertext, organiserTokenHash, closesAt, keepDays],
      );
      return toPoll(/** @type {Record<string, any>} */ (rows[0]), []);
    },

    /**
     * @param {string} pollId
     * @param {number} [sinceRevision]
     */
    findPoll: (pollId, sinceRevision = 0) => readPoll(engine, pollId, sinceRevision),

    /**
     * @param {string} pollId
     * @returns {Promise<PollState | null>}
     */
    async findPollState(pollId) {
      const { rows } = await engine.query(`SELECT ${stateColumns} FROM polls WHERE id = $1 AND expires_at > now()`, [
        pollId,
      ]);
      return rows[0] ? toState(rows[0]) : null;
    },

    /**
     * Casts or replaces several ballots of one poll in one transaction, in the order given, as if one after the
     * other: a ballot id seen before is replaced only when its token matches. Writing them together costs about as
     * much as writing one (most of a transaction's cost is its commit), so a busy poll keeps up (group commit:
     * server/polls/ballot-batches.mjs).
     *
     * @param {{ pollId: string, ballots: BallotWrite[], maxBallots: number }} batch
     * @returns {Promise<BallotOutcome[]>} one for each ballot, in the same order
     */
    putBallots({ pollId, ballots, maxBallots }) {
      return engine.transaction(async (tx) => {
        const ids = ballots.map((ballot) => ballot.ballotId);
        const { rows } = await tx.query(
          `SELECT ${isClosed} AS closed, ballot_count, revision,
             (SELECT COALESCE(json_agg(json_build_object('id', id, 'tokenHash', encode(token_hash, 'hex'))), '[]'::json)
                FROM ballots WHERE poll_id = $1 AND id = ANY($2::text[])) AS existing
             FROM polls WHERE id = $1 AND expires_at > now() FOR UPDATE`,
          [pollId, ids],
        );
        const poll = rows[0];
        if (!poll) return ballots.map(() => /** @type {BallotOutcome} */ ({ outcome: "missing" }));
        if (poll.closed) return ballots.map(() => /** @type {BallotOutcome} */ ({ outcome: "closed" }));
        /** @type {Map<string, Uint8Array>} the token hash of each ballot id already stored or written in this batch */
        const tokenHashes = new Map(
          poll.existing.map((/** @type {{ id: string, tokenHash: string }} */ ballot) => [
            ballot.id,
            Buffer.from(ballot.tokenHash, "hex"),
          ]),
        );
        /** @type {Map<string, { ballot: BallotWrite, revision: number }>} the last accepted write of each ballot id */
        const writes = new Map();
        let { ballot_count: ballotCount, revision } = poll;
        const outcomes = ballots.map((ballot) => {
          const stored = tokenHashes.get(ballot.ballotId);
          if (stored && !ballot.authorize(stored)) return /** @type {BallotOutcome} */ ({ outcome: "forbidden" });
          if (!stored && ballotCount >= maxBallots) return /** @type {BallotOutcome} */ ({ outcome: "full" });
          if (!stored) ballotCount += 1;
          revision += 1;
          tokenHashes.set(ballot.ballotId, ballot.tokenHash);
          writes.set(ballot.ballotId, { ballot, revision });
          return /** @type {BallotOutcome} */ ({ outcome: stored ? "replaced" : "created", ballotCount, revision });
        });
        if (writes.size === 0) return outcomes;
        const written = [...writes.values()];
        // No time of its own: a ballot keeps the poll's revision only (migrations/002-ballots-without-times.sql).
        // One statement writes the ballots, counts them and announces the poll's new state.
        await tx.query(
          `WITH written AS (
             INSERT INTO ballots (poll_id, id, token_hash, ciphertext, revision)
               SELECT $1, * FROM unnest($2::text[], $3::bytea[], $4::text[], $5::integer[])
             ON CONFLICT (poll_id, id) DO UPDATE SET ciphertext = EXCLUDED.ciphertext, revision = EXCLUDED.revision
           ), ${announcedChange(`UPDATE polls SET ballot_count = $6, revision = $7 WHERE id = $1`)}`,
          [
            pollId,
            written.map(({ ballot }) => ballot.ballotId),
            written.map(({ ballot }) => ballot.tokenHash),
            written.map(({ ballot }) => ballot.ciphertext),
            written.map((write) => write.revision),
            ballotCount,
            revision,
          ],
        );
        return outcomes;
      });
    },

    /**
     * Closes the poll now (a poll already closed stays closed as it was). Its keeping time starts.
     *
     * @param {{ pollId: string, authorize: Authorize }} request
     * @returns {Promise<{ outcome: "missing" } | { outcome: "forbidden" } | { outcome: "closed", poll: PollRecord }>}
     */
    closePoll({ pollId, authorize }) {
      return engine.transaction(async (tx) => {
        const poll = await lockPoll(tx, pollId);
        if (!poll) return { outcome: "missing" };
        if (!authorize(poll.organiser_token_hash)) return { outcome: "forbidden" };
        // A poll whose closing time has passed closed then, not now.
        await tx.query(
          `WITH ${announcedChange(`UPDATE polls SET closed_at = LEAST(now(), closes_at),
                  expires_at = LEAST(expires_at, LEAST(now(), closes_at) + keep_days * interval '1 day'),
                  revision = revision + 1
            WHERE id = $1 AND closed_at IS NULL`)}`,
          [pollId],
        );
        return { outcome: "closed", poll: /** @type {PollRecord} */ (await readPoll(tx, pollId)) };
      });
    },

    /**
     * Publishes the organiser's reveal (the ballots again, under the poll's key), once the poll has closed.
     *
     * @param {{ pollId: string, authorize: Authorize, ciphertext: string }} request
     * @returns {Promise<{ outcome: "missing" } | { outcome: "forbidden" } | { outcome: "open" } | { outcome: "revealed", poll: PollRecord }>}
     */
    revealPoll({ pollId, authorize, ciphertext }) {
      return engine.transaction(async (tx) => {
        const poll = await lockPoll(tx, pollId);
        if (!poll) return { outcome: "missing" };
        if (!authorize(poll.organiser_token_hash)) return { outcome: "forbidden" };
        if (!poll.closed) return { outcome: "open" };
        await tx.query(
          `WITH ${announcedChange(`UPDATE polls SET reveal = $2, revealed_at = now(), revision = revision + 1 WHERE id = $1`)}`,
          [pollId, ciphertext],
        );
        return { outcome: "revealed", poll: /** @type {PollRecord} */ (await readPoll(tx, pollId)) };
      });
    },

    /**
     * Deletes the poll and its ballots at once.
     *
     * @param {{ pollId: string, authorize: Authorize }} request
     * @returns {Promise<{ outcome: "missing" | "forbidden" | "deleted" }>}
     */
    deletePoll({ pollId, authorize }) {
      return engine.transaction(async (tx) => {
        const poll = await lockPoll(tx, pollId);
        if (!poll) return { outcome: "missing" };
        if (!authorize(poll.organiser_token_hash)) return { outcome: "forbidden" };
        await tx.query(announcedDeletion("DELETE FROM polls WHERE id = $1"), [pollId]);
        return { outcome: "deleted" };
      });
    },

    /**
     * Deletes every poll past its expiry, with its ballots, a batch at a time.
     *
     * @returns {Promise<number>} how many polls were deleted
     */
    async purgeExpired(batchSize = 500) {
      let purged = 0;
      for (;;) {
        const { rows } = await engine.query(
          announcedDeletion("DELETE FROM polls WHERE id IN (SELECT id FROM polls WHERE expires_at <= now() LIMIT $1)"),
          [batchSize],
        );
        purged += rows.length;
        if (rows.length < batchSize) return purged;
      }
    },
  };
}

/** @typedef {ReturnType<typeof createPollsRepository>} PollsRepository */
