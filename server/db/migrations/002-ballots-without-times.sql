-- A ballot keeps no time of its own (issue #27, decision D21): whoever knows when someone voted must not find that
-- person's ballot by its time. What each ballot keeps of its writes is the poll's revision, which the browsers need to
-- ask for the ballots written since the one they have.
ALTER TABLE ballots DROP COLUMN updated_at;
