-- Polls and their ballots (decision D21, docs/decisions/017-vote-storage.md). Every column is ciphertext the
-- browser made (base64url), a random identifier, a time, a count, or the SHA-256 of a random token: nothing here
-- can be read without the key in the poll's link, which never reaches the server.

CREATE TABLE polls (
  id text PRIMARY KEY,
  ciphertext text NOT NULL,
  organiser_token_hash bytea NOT NULL CHECK (octet_length(organiser_token_hash) = 32),
  created_at timestamptz NOT NULL DEFAULT now(),
  closes_at timestamptz,
  closed_at timestamptz,
  keep_days integer NOT NULL CHECK (keep_days BETWEEN 1 AND 365),
  expires_at timestamptz NOT NULL,
  ballot_count integer NOT NULL DEFAULT 0,
  -- Goes up by one with every change (a ballot cast or replaced, closing, the reveal): the browser asks for the
  -- ballots written since the revision it has.
  revision integer NOT NULL DEFAULT 0,
  reveal text,
  revealed_at timestamptz
);

CREATE INDEX polls_expires_at ON polls (expires_at);

CREATE TABLE ballots (
  poll_id text NOT NULL REFERENCES polls (id) ON DELETE CASCADE,
  id text NOT NULL,
  token_hash bytea NOT NULL CHECK (octet_length(token_hash) = 32),
  ciphertext text NOT NULL,
  updated_at timestamptz NOT NULL,
  -- The poll's revision when this ballot was last written.
  revision integer NOT NULL,
  PRIMARY KEY (poll_id, id)
);
