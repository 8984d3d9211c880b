// Every query the vote service makes, in the SQL both engines speak. Times are compared with the database's clock
// (`now()`), so several servers agree on when a poll closed or expired, and come back as ISO strings made by the
// database, alike on both engines. Each change also NOTIFYs `poll_events`, delivered when its transaction commits,
// to every server listening on the database (`server/polls/poll-events.mjs`).

/** @typedef {import("./engine.mjs").Engine} Engine */
/** @typedef {import("./engine.mjs").Queryable} Queryable */

/**
 * @typedef {object} BallotRecord
 * @property {string} id
 * @property {string} ciphertext
 * @property {string} updatedAt
 * @property {number} revision the poll's revision when this ballot was last written
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

/**
 * @param {Queryable} tx
 * @param {PollState | { pollId: string, deleted: true }} state
 */
async function announce(tx, state) {
  await tx.query("SELECT pg_notify($1, $2)", [pollEventsChannel, JSON.stringify(state)]);
}

/**
 * The poll's row, locked until the transaction ends, so that closing, ballots and deletion happen one at a time.
 *
 * @param {Queryable} tx
 * @param {string} pollId
 */
async function lockPoll(tx, pollId) {
  const { rows } = await tx.query(
    `SELECT organiser_token_hash, ballot_count, revision, ${isClosed} AS closed
       FROM polls WHERE id = $1 AND expires_at > now() FOR UPDATE`,
    [pollId],
  );
  return /** @type {{ organiser_token_hash: Uint8Array, ballot_count: number, revision: number, closed: boolean } | undefined} */ (
    rows[0]
  );
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
    // One statement, so the ballots and the count come from one moment.
    const { rows } = await db.query(
      `SELECT ${pollColumns},
         (SELECT COALESCE(json_agg(json_build_object(
             'id', b.id, 'ciphertext', b.ciphertext, 'updatedAt', ${iso("b.updated_at")}, 'revision', b.revision
           ) ORDER BY b.revision), '[]'::json)
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
     * Casts a ballot, or replaces it when the same ballot id comes with the same token.
     *
     * @param {{ pollId: string, ballotId: string, tokenHash: Uint8Array, ciphertext: string, maxBallots: number, authorize: Authorize }} ballot
     * @returns {Promise<{ outcome: "missing" } | { outcome: "closed" } | { outcome: "forbidden" } | { outcome: "full" } | { outcome: "created" | "replaced", ballotCount: number, revision: number, updatedAt: string }>}
     */
    putBallot({ pollId, ballotId, tokenHash, ciphertext, maxBallots, authorize }) {
      return engine.transaction(async (tx) => {
        const poll = await lockPoll(tx, pollId);
        if (!poll) return { outcome: "missing" };
        if (poll.closed) return { outcome: "closed" };
        const existing = (
          await tx.query("SELECT token_hash FROM ballots WHERE poll_id = $1 AND id = $2", [pollId, ballotId])
        ).rows[0];
        if (existing && !authorize(existing.token_hash)) return { outcome: "forbidden" };
        if (!existing && poll.ballot_count >= maxBallots) return { outcome: "full" };
        const revision = poll.revision + 1;
        const written = existing
          ? await tx.query(
              `UPDATE ballots SET ciphertext = $3, updated_at = now(), revision = $4
                WHERE poll_id = $1 AND id = $2 RETURNING ${iso("updated_at")} AS updated_at`,
              [pollId, ballotId, ciphertext, revision],
            )
          : await tx.query(
              `INSERT INTO ballots (poll_id, id, token_hash, ciphertext, updated_at, revision)
               VALUES ($1, $2, $3, $4, now(), $5) RETURNING ${iso("updated_at")} AS updated_at`,
              [pollId, ballotId, tokenHash, ciphertext, revision],
            );
        const { rows } = await tx.query(
          `UPDATE polls SET ballot_count = ballot_count + $2, revision = $3 WHERE id = $1 RETURNING ${stateColumns}`,
          [pollId, existing ? 0 : 1, revision],
        );
        const state = toState(/** @type {Record<string, any>} */ (rows[0]));
        await announce(tx, state);
        return {
          outcome: existing ? "replaced" : "created",
          ballotCount: state.ballotCount,
          revision,
          updatedAt: /** @type {Record<string, any>} */ (written.rows[0]).updated_at,
        };
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
        const { rows } = await tx.query(
          `UPDATE polls SET closed_at = LEAST(now(), closes_at),
                  expires_at = LEAST(expires_at, LEAST(now(), closes_at) + keep_days * interval '1 day'),
                  revision = revision + 1
            WHERE id = $1 AND closed_at IS NULL RETURNING ${stateColumns}`,
          [pollId],
        );
        if (rows[0]) await announce(tx, toState(rows[0]));
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
        const { rows } = await tx.query(
          `UPDATE polls SET reveal = $2, revealed_at = now(), revision = revision + 1
            WHERE id = $1 RETURNING ${stateColumns}`,
          [pollId, ciphertext],
        );
        await announce(tx, toState(/** @type {Record<string, any>} */ (rows[0])));
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
        await tx.query("DELETE FROM polls WHERE id = $1", [pollId]);
        await announce(tx, { pollId, deleted: true });
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
          `WITH gone AS (
             DELETE FROM polls WHERE id IN (SELECT id FROM polls WHERE expires_at <= now() LIMIT $1) RETURNING id
           )
           SELECT pg_notify($2, json_build_object('pollId', id, 'deleted', true)::text) FROM gone`,
          [batchSize, pollEventsChannel],
        );
        purged += rows.length;
        if (rows.length < batchSize) return purged;
      }
    },
  };
}

/** @typedef {ReturnType<typeof createPollsRepository>} PollsRepository */
