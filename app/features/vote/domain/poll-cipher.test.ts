import { describe, expect, it } from "vitest";
import { decryptPoll, encryptPoll } from "~/features/vote/domain/poll-cipher";
import { exportPollKey, importPollKey, newPollKey } from "~/features/vote/domain/poll-key";
import type { Poll } from "~/features/vote/domain/poll";
import { newOrganiserKeys } from "~/features/vote/domain/organiser-keys";
import { fromBase64Url, toBase64Url } from "~/kernel/lists/domain/packed-json";

async function makePoll(question = "Where do we eat on Friday?"): Promise<Poll> {
  return {
    question,
    options: ["Pizza", "Sushi", "Tacos"],
    method: "ranked",
    hiddenResults: true,
    organiserPublicKey: (await newOrganiserKeys()).publicKey,
    closesAt: Date.parse("2030-01-31T18:00:00Z"),
  };
}

describe("encryptPoll and decryptPoll", () => {
  it("gives back the poll to whoever has the key, from its 43-character form in the link", async () => {
    const key = await newPollKey();
    const poll = await makePoll();
    const text = await exportPollKey(key);
    expect(text).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const imported = (await importPollKey(text)) as CryptoKey;
    expect(await decryptPoll(imported, await encryptPoll(key, poll))).toEqual(poll);
  });

  it("opens for no other key", async () => {
    const ciphertext = await encryptPoll(await newPollKey(), await makePoll());
    expect(await decryptPoll(await newPollKey(), ciphertext)).toBeNull();
  });

  it("notices any change to the ciphertext: a flipped bit, a cut, a byte more", async () => {
    const key = await newPollKey();
    const bytes = fromBase64Url(await encryptPoll(key, await makePoll())) as Uint8Array;
    for (const index of [0, 12, 40, bytes.length - 1]) {
      const changed = Uint8Array.from(bytes);
      changed[index] = (changed[index] as number) ^ 1;
      expect(await decryptPoll(key, toBase64Url(changed))).toBeNull();
    }
    expect(await decryptPoll(key, toBase64Url(bytes.subarray(0, bytes.length - 1)))).toBeNull();
    expect(await decryptPoll(key, toBase64Url(Uint8Array.from([...bytes, 0])))).toBeNull();
    expect(await decryptPoll(key, "not base64url!")).toBeNull();
    expect(await decryptPoll(key, "")).toBeNull();
  });

  it("pads the poll, so its ciphertext tells the server only roughly how much was written", async () => {
    const key = await newPollKey();
    const short = await encryptPoll(key, await makePoll("Lunch?"));
    const longer = await encryptPoll(key, await makePoll("Where shall we have lunch on Friday after the meeting?"));
    expect(short.length).toBe(longer.length);
  });

  it("reads no key from a text that is not 32 bytes", async () => {
    expect(await importPollKey("")).toBeNull();
    expect(await importPollKey("A".repeat(42))).toBeNull();
    expect(await importPollKey("A".repeat(44))).toBeNull();
    expect(await importPollKey(`${"A".repeat(42)}!`)).toBeNull();
  });
});
