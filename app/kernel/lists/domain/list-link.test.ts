import { deflateRawSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import type { RandomSource } from "~/kernel/random/domain/random";
import { seededSource } from "~/test/seeded-source";
import { carriesListLink, decodeListLink, encodeListLink, type SharedList } from "~/kernel/lists/domain/list-link";

/** Numbers in [0, 1) from a seeded source, so a failing case can be replayed from its seed. */
const uniformFrom = (source: RandomSource) => () => source.next() / 2 ** 32;

// Pieces that break naive encodings: URL and list separators, quotes, escapes, emoji (surrogate pairs,
// ZWJ sequences, flags, skin tones), right-to-left scripts, combining marks, invisible characters, CJK.
const pieces = [
  ..."abcXYZ019 ,;|#&=%?+/\\:.'\"`<>{}[]-_~",
  "%20",
  "%E0",
  "&amp;",
  "list=1.d.",
  "😀",
  "👩‍👩‍👧",
  "🇯🇵",
  "👍🏽",
  "🍕",
  "שלום",
  "مرحبا",
  "e\u0301",
  "a\u0308\u0323",
  "\u200d",
  "\u200f",
  "\u00a0",
  "\t",
  "中文",
  "한국어",
  "Ω",
  "\u{1d4b3}",
];

function randomList(random: () => number): SharedList {
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)] as T;
  const randomText = (maxPieces: number) =>
    Array.from({ length: Math.floor(random() * (maxPieces + 1)) }, () => pick(pieces)).join("");
  const count = Math.floor(random() * 601);
  const choices = Array.from({ length: count }, () => randomText(12));
  const list: SharedList = { choices };
  if (random() < 0.5) list.weights = choices.map(() => 1 + Math.floor(random() * 100));
  if (random() < 0.5) list.context = randomText(60);
  if (random() < 0.3) {
    const teamCount = 1 + Math.floor(random() * 8);
    const members = Array.from({ length: teamCount }, () =>
      Array.from({ length: Math.floor(random() * 30) }, () => randomText(12)),
    );
    list.teams = { members, madeAt: Math.floor(random() * 2 ** 45) };
    if (random() < 0.5) list.teams.totals = members.map(() => Math.floor((random() - 0.5) * 2 ** 40));
    if (random() < 0.5) list.teams.apart = randomText(20);
  }
  return list;
}

describe("a list link", () => {
  it("gives back exactly the list it was made from, for many random lists", async () => {
    for (let seed = 1; seed <= 150; seed++) {
      const list = randomList(uniformFrom(seededSource(seed)));
      const fragment = await encodeListLink(list);
      expect(fragment, `seed ${seed}`).toMatch(/^list=1\.[dj]\.[A-Za-z0-9_-]*$/);
      expect(await decodeListLink(`#${fragment}`), `seed ${seed}`).toEqual({ status: "opened", list });
    }
  });

  it("round-trips the edge cases: no choices, empty strings, an empty context, weights 1 and 100", async () => {
    const lists: SharedList[] = [
      { choices: [] },
      { choices: ["", " "] },
      { choices: ["Only one"], context: "" },
      { choices: ["Low", "High"], weights: [1, 100] },
      { choices: [], weights: [] },
      { choices: ["Ann", "Bob"], teams: { members: [["Bob"], ["Ann"]], madeAt: 0 } },
      { choices: ["Ann, 7", "Bob, 0"], teams: { members: [["Ann", "Bob"]], totals: [700], apart: "", madeAt: 1 } },
    ];
    for (const list of lists) {
      expect(await decodeListLink(await encodeListLink(list))).toEqual({ status: "opened", list });
    }
  });

  it("compresses a list that compresses, and stays uncompressed when that is shorter", async () => {
    const long = await encodeListLink({ choices: Array.from({ length: 50 }, (_, index) => `Option ${index + 1}`) });
    expect(long).toMatch(/^list=1\.d\./);
    const tiny = await encodeListLink({ choices: ["A", "B"] });
    expect(tiny).toMatch(/^list=1\.j\./);
  });

  it("treats a hash that is not a list link as no link", async () => {
    for (const hash of ["", "#", "#main", "#checklist", "#lists=1.j.e30", "list"]) {
      expect(await decodeListLink(hash)).toEqual({ status: "none" });
    }
  });
});

const base64Url = (bytes: Uint8Array | string) =>
  Buffer.from(typeof bytes === "string" ? Buffer.from(bytes, "utf8") : bytes).toString("base64url");
const plainLink = (json: string) => `#list=1.j.${base64Url(json)}`;
const deflatedLink = (bytes: Uint8Array | string) =>
  `#list=1.d.${base64Url(deflateRawSync(typeof bytes === "string" ? Buffer.from(bytes, "utf8") : bytes))}`;

describe("whether a hash carries a list link", () => {
  it("is told from the hash alone, damaged or not, with or without #", async () => {
    const made = await encodeListLink({ choices: ["Tea", "Coffee"] });
    expect([`#${made}`, made, "#list=9.damaged"].map(carriesListLink)).toEqual([true, true, true]);
    expect(["", "#", "#matrix=1.j.e30", "#main", "#v1.abc"].map(carriesListLink)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});

describe("a damaged list link", () => {
  const damaged = { status: "damaged" };

  it("is damaged when cut off anywhere", async () => {
    const lists: SharedList[] = [
      { choices: Array.from({ length: 80 }, (_, index) => `Choice ${index} 🍕`), weights: Array(80).fill(7) },
      { choices: ["Tea", "Coffee"], context: "morning" },
    ];
    for (const list of lists) {
      const fragment = await encodeListLink(list);
      const start = "list=1.d.".length;
      for (let end = 0; end < fragment.length; end++) {
        if (end >= start && end % 3 !== 0 && end < fragment.length - 8) continue;
        expect(await decodeListLink(`#${fragment.slice(0, end)}`), fragment.slice(0, end)).toEqual(
          end < "list=".length ? { status: "none" } : damaged,
        );
      }
    }
  });

  it("is damaged with an unknown version or encoding, or extra parts", async () => {
    const fragment = (await encodeListLink({ choices: ["Tea", "Coffee"] })).slice("list=1.".length);
    for (const hash of [`#list=2.${fragment}`, `#list=0.${fragment}`, `#list=.${fragment}`, `#list=${fragment}`]) {
      expect(await decodeListLink(hash), hash).toEqual(damaged);
    }
    expect(await decodeListLink(`#list=1.x.${base64Url('{"c":["a"]}')}`)).toEqual(damaged);
    expect(await decodeListLink(`#list=1.j.${base64Url('{"c":["a"]}')}.more`)).toEqual(damaged);
    expect(await decodeListLink(`#list=1.j`)).toEqual(damaged);
    expect(await decodeListLink(`#list=1`)).toEqual(damaged);
    expect(await decodeListLink(`#list=`)).toEqual(damaged);
  });

  it("is damaged when the data is not base64url", async () => {
    const valid = base64Url('{"c":["a","b"]}');
    for (const data of [`${valid}=`, `${valid}!`, valid.replace(/./, "+"), "ab/c", "a%20b", "a b", "abcde", "é"]) {
      expect(await decodeListLink(`#list=1.j.${data}`), data).toEqual(damaged);
      expect(await decodeListLink(`#list=1.d.${data}`), data).toEqual(damaged);
    }
  });

  it("is damaged when the data is not JSON, not UTF-8 or not deflate", async () => {
    expect(await decodeListLink(plainLink("not json"))).toEqual(damaged);
    expect(await decodeListLink(plainLink(""))).toEqual(damaged);
    expect(await decodeListLink(plainLink('{"c":["a"]'))).toEqual(damaged);
    expect(await decodeListLink(deflatedLink("not json"))).toEqual(damaged);
    expect(await decodeListLink(`#list=1.j.${base64Url(new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]))}`)).toEqual(damaged);
    expect(await decodeListLink(`#list=1.d.${base64Url('{"c":["a","b"]}')}`)).toEqual(damaged);
    expect(await decodeListLink(`#list=1.d.${base64Url(new Uint8Array([0xff, 0xff, 0xff, 0xff]))}`)).toEqual(damaged);
  });

  it("never reads data after the compressed stream as part of the list", async () => {
    const compressed = deflateRawSync(Buffer.from('{"c":["a","b"]}'));
    const reading = await decodeListLink(`#list=1.d.${base64Url(Buffer.concat([compressed, Buffer.from("junk")]))}`);
    // Browsers reject the trailing data, as the Compression Streams standard says; Node 20 ignores it.
    expect([damaged, { status: "opened", list: { choices: ["a", "b"] } }]).toContainEqual(reading);
  });

  it("is damaged when the JSON has any other shape", async () => {
    const shapes = [
      "null",
      "1",
      '"a"',
      "[]",
      '["a","b"]',
      "{}",
      '{"c":"a,b"}',
      '{"c":null}',
      '{"c":[1,2]}',
      '{"c":["a",null]}',
      '{"c":[["a"]]}',
      '{"c":["a"],"extra":1}',
      '{"c":["a"],"__proto__":{"w":[1]}}',
      '{"c":["a","b"],"w":[50]}',
      '{"c":["a","b"],"w":[50,50,50]}',
      '{"c":["a","b"],"w":[0,50]}',
      '{"c":["a","b"],"w":[50,101]}',
      '{"c":["a","b"],"w":[50,-1]}',
      '{"c":["a","b"],"w":[50,1.5]}',
      '{"c":["a","b"],"w":[50,"50"]}',
      '{"c":["a","b"],"w":[50,null]}',
      '{"c":["a","b"],"w":[50,1e400]}',
      '{"c":["a","b"],"w":"50,50"}',
      '{"c":["a","b"],"w":null}',
      '{"c":["a","b"],"x":1}',
      '{"c":["a","b"],"x":null}',
      '{"c":["a","b"],"x":["a"]}',
      '{"c":["a","b"],"t":null}',
      '{"c":["a","b"],"t":[["a","b"]]}',
      '{"c":["a","b"],"t":{"m":[["a","b"]]}}',
      '{"c":["a","b"],"t":{"m":[],"d":1}}',
      '{"c":["a","b"],"t":{"m":["a","b"],"d":1}}',
      '{"c":["a","b"],"t":{"m":[["a",2]],"d":1}}',
      '{"c":["a","b"],"t":{"m":[["a","b"]],"d":"1"}}',
      '{"c":["a","b"],"t":{"m":[["a","b"]],"d":1.5}}',
      '{"c":["a","b"],"t":{"m":[["a","b"]],"d":1e300}}',
      '{"c":["a","b"],"t":{"m":[["a","b"]],"d":8640000000000001}}',
      '{"c":["a","b"],"t":{"m":[["a"],["b"]],"r":[1],"d":1}}',
      '{"c":["a","b"],"t":{"m":[["a"],["b"]],"r":[1,0.5],"d":1}}',
      '{"c":["a","b"],"t":{"m":[["a"],["b"]],"r":"1,2","d":1}}',
      '{"c":["a","b"],"t":{"m":[["a"],["b"]],"a":["a, b"],"d":1}}',
      '{"c":["a","b"],"t":{"m":[["a"],["b"]],"d":1,"s":"0"}}',
    ];
    for (const json of shapes) {
      expect(await decodeListLink(plainLink(json)), json).toEqual(damaged);
      expect(await decodeListLink(deflatedLink(json)), json).toEqual(damaged);
    }
  });

  it("is damaged, not a memory exhaustion, when a small link inflates to something huge", async () => {
    const bomb = deflatedLink(new Uint8Array(50_000_000));
    expect(bomb.length).toBeLessThan(100_000);
    expect(await decodeListLink(bomb)).toEqual(damaged);
  });
});

const words = [
  "Pizza",
  "Sushi",
  "Tacos",
  "Ramen",
  "Curry",
  "Salad",
  "Burgers",
  "Pasta",
  "Dumplings",
  "Falafel",
  "Go hiking",
  "Watch a movie",
  "Board games",
  "Read a book",
  "Visit the museum",
  "Beach day",
  "Cook at home",
  "Call a friend",
  "Bike ride",
  "Museum café",
  "Karaoke 🎤",
  "Picnic in the park",
  "Bowling",
  "Yoga class",
];

describe("link length", () => {
  it("stays short enough for chat apps with 50 choices and usable with 500", async () => {
    const numbered = (count: number) => Array.from({ length: count }, (_, index) => `Option ${index + 1}`);
    const wordy = (count: number) =>
      Array.from(
        { length: count },
        (_, index) => `${words[index % words.length]} ${Math.floor(index / words.length) + 1}`,
      );
    const lengths: Record<string, number> = {};
    for (const count of [50, 500]) {
      lengths[`${count} numbered`] = (await encodeListLink({ choices: numbered(count) })).length;
      lengths[`${count} words`] = (await encodeListLink({ choices: wordy(count) })).length;
      lengths[`${count} words, weighted`] = (
        await encodeListLink({
          choices: wordy(count),
          weights: wordy(count).map((_, index) => 1 + ((index * 37) % 100)),
        })
      ).length;
    }
    // A class of 30, rated, and the 5 teams made from it: each name twice, once in the list and once in a team.
    const pupils = wordy(30).map((name, index) => `${name}, ${(index * 7) % 10}`);
    lengths["30 rated names and their 5 teams"] = (
      await encodeListLink({
        choices: pupils,
        teams: {
          members: Array.from({ length: 5 }, (_, team) => wordy(30).filter((_, index) => index % 5 === team)),
          totals: [2100, 2000, 2300, 1900, 2200],
          apart: `${words[0]} 1, ${words[1]} 1`,
          madeAt: Date.UTC(2026, 10, 25, 10, 30),
        },
      })
    ).length;
    console.info("List link fragment lengths (characters):", lengths);
    expect(lengths["50 numbered"]).toBeLessThan(300);
    expect(lengths["50 words"]).toBeLessThan(600);
    expect(lengths["500 words"]).toBeLessThan(4000);
    expect(lengths["30 rated names and their 5 teams"]).toBeLessThan(800);
  });
});
