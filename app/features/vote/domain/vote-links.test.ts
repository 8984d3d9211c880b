import { describe, expect, it } from "vitest";
import { encodeVoteLink, readVoteLink, type VoteLink } from "~/features/vote/domain/vote-links";
import { newBallotId, newToken } from "~/features/vote/domain/identifiers";

const voter: VoteLink = { role: "voter", pollId: newBallotId(), pollKey: newToken() };
const organiser: VoteLink = { ...voter, role: "organiser", organiserToken: newToken(), organiserKey: newToken() };

describe("vote links", () => {
  it("reads back both links, short enough to paste in a chat", () => {
    for (const link of [voter, organiser]) {
      expect(readVoteLink(`#${encodeVoteLink(link)}`)).toEqual({ status: "opened", link });
      expect(readVoteLink(encodeVoteLink(link))).toEqual({ status: "opened", link });
    }
    expect(`https://aidecisionmaker.example/vote#${encodeVoteLink(voter)}`.length).toBeLessThanOrEqual(110);
    expect(`https://aidecisionmaker.example/vote#${encodeVoteLink(organiser)}`.length).toBeLessThanOrEqual(200);
  });

  it("has nothing to read without a fragment", () => {
    expect(readVoteLink("")).toEqual({ status: "none" });
    expect(readVoteLink("#")).toEqual({ status: "none" });
  });

  it("calls a link cut short, lengthened or changed damaged", () => {
    const damaged = { status: "damaged" };
    const text = encodeVoteLink(voter);
    const organiserText = encodeVoteLink(organiser);
    for (const hash of [
      text.slice(0, -1),
      text.slice(0, -20),
      `${text}x`,
      `${text})`,
      text.replace("v1.", "v2."),
      text.replace("v1.", "o1."),
      organiserText.slice(0, organiserText.lastIndexOf(".")),
      organiserText.slice(0, -1),
      `${organiserText}.extra`,
      "list=1.j.e30",
      "v1",
    ]) {
      expect(readVoteLink(hash)).toEqual(damaged);
    }
  });

  it("makes ids of 16 random bytes and tokens of 32", () => {
    expect(newBallotId()).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(newToken()).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newToken()).not.toBe(newToken());
  });
});
