// Live updates: Server-Sent Events per poll. Each change to a poll is announced by the database (NOTIFY on
// `poll_events`, heard by every server on that database); this module passes it on to the streams this server holds.
// Bursts are merged: a stream gets the newest state at most once per `throttleMs`. Each event after the first also
// carries the ballots written since the one before, read once for all the poll's streams on this server: a browser
// that has followed the stream needs no request of its own to count them, so a busy poll costs the database one read
// a second rather than one per voter. A poll's closing time reaching its streams needs no announcement: each server
// keeps a timer for the polls it streams.

/** @typedef {import("#server/db/polls-repository").PollState} PollState */
/** @typedef {import("#server/db/polls-repository").PollRecord} PollRecord */
/** @typedef {import("#server/db/polls-repository").BallotRecord} BallotRecord */
/** @typedef {import("node:http").ServerResponse} Response */

/**
 * What each `poll` event's data holds (docs/vote-api.md). `since` and `ballots` together: the ballots written after
 * revision `since`, up to `revision`.
 *
 * @typedef {{ ballotCount: number, revision: number, closedAt: string | null, revealedAt: string | null, deleted: boolean, since?: number, ballots?: BallotRecord[] }} PollEvent
 */

/**
 * @typedef {object} Channel the streams of one poll on this server
 * @property {Set<Response>} streams those whose headers and first event have been written: only these get events
 * @property {number} opening streams reading the poll's state before their headers: the channel stays while they do
 * @property {Promise<PollState | null> | null} reading the read of the poll's state those streams share
 * @property {PollState | null} latest
 * @property {number | null} sentRevision the revision of the last event sent to all the streams
 * @property {boolean} sending whether an event is being made (its ballots being read)
 * @property {boolean} sendAgain whether a newer state came while it was
 * @property {number} lastSentAt
 * @property {NodeJS.Timeout | null} sendTimer
 * @property {NodeJS.Timeout | null} closingTimer
 */

// setTimeout's longest delay (about 24.8 days); a later closing time is waited for in steps.
const longestTimeout = 2 ** 31 - 1;

/**
 * @param {{
 *   readState: (pollId: string) => Promise<PollState | null>,
 *   readChanges: (pollId: string, sinceRevision: number) => Promise<PollRecord | null>,
 *   throttleMs?: number,
 *   maxEventBytes?: number,
 *   heartbeatMs?: number,
 *   retryMs?: number,
 *   maxBufferedBytes?: number,
 *   now?: () => number,
 * }} options
 *   `readState`: the poll's state from the database, null once it is gone.
 *   `readChanges`: the poll with the ballots written after a revision, null once it is gone.
 *   `maxEventBytes`: an event whose ballots would make it longer goes without them (browsers then read them).
 *   `maxBufferedBytes`: a stream that has not taken this much (an event with its ballots and some more) is ended (its
 *   browser reconnects and gets the state).
 */
export function createPollEvents({
  readState,
  readChanges,
  throttleMs = 1_000,
  maxEventBytes = 256 * 1024,
  heartbeatMs = 20_000,
  retryMs = 3_000,
  maxBufferedBytes = 320 * 1024,
  now = Date.now,
}) {
  /** @type {Map<string, Channel>} */
  const channels = new Map();

  /**
   * @param {PollState} state
   * @returns {PollEvent}
   */
  function toEvent(state) {
    const closesAt = state.closesAt ? Date.parse(state.closesAt) : null;
    const closedAt = state.closedAt ?? (closesAt !== null && closesAt <= now() ? state.closesAt : null);
    const { ballotCount, revision, revealedAt } = state;
    return { ballotCount, revision, closedAt, revealedAt, deleted: false };
  }

  /**
   * @param {Response} res
   * @param {string} chunk
   */
  function write(res, chunk) {
    if (res.writableEnded || res.destroyed) return;
    if (res.writableLength > maxBufferedBytes) {
      res.end();
      return;
    }
    res.write(chunk);
  }

  /** @param {PollEvent} event */
  const pollEvent = (event) => `event: poll\ndata: ${JSON.stringify(event)}\n\n`;

  /**
   * The event for a poll read with the ballots written after `since`, and the same without them (`brief`): for a
   * stream still sending what it was given before, and when the ballots are too many to send.
   *
   * @param {PollRecord} poll
   * @param {number} since
   * @returns {{ full: string, brief: string }}
   */
  function changesEvent(poll, since) {
    const { ballotCount, revision, closedAt, revealedAt, ballots } = poll;
    const event = { ballotCount, revision, closedAt, revealedAt, deleted: false };
    const brief = pollEvent(event);
    const full = pollEvent({ ...event, since, ballots });
    return { full: full.length <= maxEventBytes ? full : brief, brief };
  }

  /**
   * Sends the newest state to the poll's streams, with the ballots written since the last event they all got.
   *
   * @param {string} pollId
   * @param {Channel} channel
   */
  async function send(pollId, channel) {
    if (channel.sendTimer) clearTimeout(channel.sendTimer);
    channel.sendTimer = null;
    if (!channel.latest) return;
    if (channel.sending) {
      channel.sendAgain = true;
      return;
    }
    channel.lastSentAt = now();
    const since = channel.sentRevision;
    let revision = channel.latest.revision;
    const state = pollEvent(toEvent(channel.latest));
    let chunk = { full: state, brief: state };
    if (since !== null && revision > since) {
      channel.sending = true;
      try {
        const poll = await readChanges(pollId, since);
        // Gone: its deletion is on its way.
        if (!poll) return;
        revision = poll.revision;
        chunk = changesEvent(poll, since);
      } catch {
        // The database could not be read: the event goes without ballots, and browsers read them themselves.
      } finally {
        channel.sending = false;
      }
    }
    if (channels.get(pollId) !== channel) return;
    // A read can be ahead of the notifications: a late one must not move the next event's `since` back.
    channel.sentRevision = Math.max(revision, since ?? revision);
    // Ballots only to a stream that has sent all it was given: a slow or stalled one gets the brief event and its
    // browser reads what it lacks, so no stream holds more than one event's ballots.
    for (const res of channel.streams) write(res, res.writableLength === 0 ? chunk.full : chunk.brief);
    if (channel.sendAgain || channel.latest.revision > revision) {
      channel.sendAgain = false;
      schedule(pollId, channel);
    }
  }

  /**
   * @param {string} pollId
   * @param {Channel} channel
   */
  function schedule(pollId, channel) {
    if (channel.sendTimer) return;
    const wait = channel.lastSentAt + throttleMs - now();
    if (wait <= 0) void send(pollId, channel);
    else channel.sendTimer = setTimeout(() => void send(pollId, channel), wait);
  }

  /**
   * Sends the closed state to the poll's streams when its closing time comes.
   *
   * @param {string} pollId
   * @param {Channel} channel
   */
  function armClosingTimer(pollId, channel) {
    if (channel.closingTimer) clearTimeout(channel.closingTimer);
    channel.closingTimer = null;
    const state = channel.latest;
    if (!state?.closesAt || state.closedAt) return;
    const wait = Date.parse(state.closesAt) - now();
    if (wait < 0) return;
    channel.closingTimer = setTimeout(
      () => {
        channel.closingTimer = null;
        if (Date.parse(/** @type {string} */ (state.closesAt)) <= now()) schedule(pollId, channel);
        else armClosingTimer(pollId, channel);
      },
      // A few milliseconds late rather than early: the closed state is computed from the clock when it is sent.
      Math.min(wait + 5, longestTimeout),
    );
  }

  /** @param {string} pollId */
  function drop(pollId) {
    const channel = channels.get(pollId);
    if (!channel) return;
    if (channel.sendTimer) clearTimeout(channel.sendTimer);
    if (channel.closingTimer) clearTimeout(channel.closingTimer);
    channels.delete(pollId);
  }

  /**
   * Takes a poll's state if it is newer than the one held; deletion ends its streams.
   *
   * @param {PollState | { pollId: string, deleted: true }} state
   * @param {{ at?: Response }} [options] `at`: send the state to this stream now (its first event)
   */
  function offer(state, { at } = {}) {
    const channel = channels.get(state.pollId);
    if (!channel) return;
    if (state.deleted) {
      // The last state this server knew, marked deleted.
      const last = channel.latest
        ? toEvent(channel.latest)
        : { ballotCount: 0, revision: 0, closedAt: null, revealedAt: null, deleted: false };
      const chunk = pollEvent({ ...last, deleted: true });
      for (const res of channel.streams) {
        write(res, chunk);
        res.end();
      }
      drop(state.pollId);
      return;
    }
    const full = /** @type {PollState} */ (state);
    if (!channel.latest || full.revision > channel.latest.revision) {
      channel.latest = full;
      armClosingTimer(state.pollId, channel);
      if (!at) schedule(state.pollId, channel);
    }
    if (at && channel.latest) {
      // The first event of a stream: the state alone (its browser has just read the poll).
      channel.sentRevision ??= channel.latest.revision;
      write(at, pollEvent(toEvent(channel.latest)));
    }
  }

  const heartbeat = setInterval(() => {
    for (const channel of channels.values())
      for (const res of channel.streams) write(res, "event: heartbeat\ndata: {}\n\n");
  }, heartbeatMs);
  heartbeat.unref();

  return {
    /**
     * A notification from the database: the JSON of a PollState, or of `{ pollId, deleted: true }`.
     *
     * @param {string} payload
     */
    onNotification(payload) {
      /** @type {PollState} */
      let state;
      try {
        state = JSON.parse(payload);
      } catch {
        return;
      }
      if (typeof state?.pollId === "string") offer(state);
    },

    /**
     * Streams a poll's events to this response until the browser goes away or the poll is deleted.
     *
     * @param {string} pollId
     * @param {import("node:http").IncomingMessage} req
     * @param {Response} res
     * @returns {Promise<boolean>} false when there is no such poll (nothing has been written to `res`)
     */
    async stream(pollId, req, res) {
      let channel = channels.get(pollId);
      if (!channel) {
        channel = {
          streams: new Set(),
          opening: 0,
          reading: null,
          latest: null,
          sentRevision: null,
          sending: false,
          sendAgain: false,
          lastSentAt: 0,
          sendTimer: null,
          closingTimer: null,
        };
        channels.set(pollId, channel);
      }
      const streamChannel = channel;
      // The channel is held open while the state is read, so a change announced meanwhile is kept as its newest
      // state; but nothing is written to this response (no event, no heartbeat) until its headers are: a write before
      // them would answer 200 without text/event-stream, which a browser drops for good.
      streamChannel.opening += 1;
      const leave = () => {
        streamChannel.streams.delete(res);
        if (streamChannel.streams.size === 0 && streamChannel.opening === 0 && channels.get(pollId) === streamChannel)
          drop(pollId);
      };
      let state;
      try {
        // Streams that open while the state is read share that read: a class opening a voting link together asks the
        // database once, not once each. A change announced after the read began still reaches the channel, held open
        // since then, and each stream's first event is the newest state the channel holds.
        streamChannel.reading ??= readState(pollId).finally(() => (streamChannel.reading = null));
        state = await streamChannel.reading;
      } catch (error) {
        streamChannel.opening -= 1;
        leave();
        throw error;
      }
      streamChannel.opening -= 1;
      // Deleted while it was read (its channel dropped), or not there at all.
      if (!state || channels.get(pollId) !== streamChannel) {
        leave();
        return false;
      }
      if (req.destroyed || res.destroyed) {
        leave();
        return true;
      }
      res.writeHead(200, {
        "Content-Type": "text/event-stream; charset=utf-8",
        // no-transform: neither compression here nor a proxy on the way may hold events back.
        "Cache-Control": "no-store, no-transform",
        "X-Accel-Buffering": "no",
      });
      res.write(`retry: ${retryMs}\n\n`);
      streamChannel.streams.add(res);
      res.on("close", leave);
      offer(state, { at: res });
      return true;
    },

    /**
     * The database's notifications may have been missed (its connection was lost): read every streamed poll again.
     */
    async resync() {
      await Promise.all(
        [...channels.keys()].map(async (pollId) => {
          const state = await readState(pollId).catch(() => undefined);
          if (state === null) offer({ pollId, deleted: true });
          else if (state) offer(state);
        }),
      );
    },

    /** How many streams are open on this server. */
    get streamCount() {
      let count = 0;
      for (const channel of channels.values()) count += channel.streams.size;
      return count;
    },

    close() {
      clearInterval(heartbeat);
      for (const [pollId, channel] of channels) {
        for (const res of channel.streams) res.end();
        drop(pollId);
      }
    },
  };
}

/** @typedef {ReturnType<typeof createPollEvents>} PollEvents */
