import { describe, expect, it } from "vitest";
import {
  forgetOrganisedPoll,
  organisedPollsKey,
  readRawOrganisedPolls,
  restoreOrganisedPolls,
  saveOrganisedPoll,
} from "~/features/vote/storage/organised-polls";

const poll = (pollId: string) => ({
  pollId,
  question: `Q ${pollId}`,
  link: `o1.${pollId}`,
  createdAt: "2026-11-27T10:00:00.000Z",
});

describe("organised polls", () => {
  it("keeps the newest first, once each, and forgets a deleted one", () => {
    localStorage.clear();
    saveOrganisedPoll(poll("a"));
    saveOrganisedPoll(poll("b"));
    saveOrganisedPoll(poll("a"));
    expect(restoreOrganisedPolls(readRawOrganisedPolls()).map(({ pollId }) => pollId)).toEqual(["a", "b"]);
    forgetOrganisedPoll("a");
    expect(restoreOrganisedPolls(readRawOrganisedPolls())).toEqual([poll("b")]);
  });

  it("leaves out what does not read, and never throws", () => {
    localStorage.setItem(organisedPollsKey, JSON.stringify([poll("a"), { pollId: 1 }, null]));
    expect(restoreOrganisedPolls(readRawOrganisedPolls())).toEqual([poll("a")]);
    expect(restoreOrganisedPolls("{")).toEqual([]);
  });
});
