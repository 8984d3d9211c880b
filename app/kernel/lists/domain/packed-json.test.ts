import { describe, expect, it } from "vitest";
import { packFragment, unpackFragment, type FragmentKind } from "~/kernel/lists/domain/packed-json";

const versioned: FragmentKind = { name: "thing", version: "1", maximumJsonBytes: 1_000 };
const unversioned: FragmentKind = { name: "thing", maximumJsonBytes: 1_000 };

describe("packed fragments", () => {
  it("carry JSON exactly, plain when compressing would not shorten it and deflated when it does", async () => {
    const short = await packFragment(versioned, { a: 1 });
    expect(short).toMatch(/^thing=1\.j\.[A-Za-z0-9_-]+$/);
    expect(await unpackFragment(`#${short}`, versioned)).toEqual({ status: "opened", value: { a: 1 } });
    const repetitive = { text: "pizza ".repeat(100) };
    const long = await packFragment(unversioned, repetitive);
    expect(long).toMatch(/^thing=d\.[A-Za-z0-9_-]+$/);
    expect(await unpackFragment(long, unversioned)).toEqual({ status: "opened", value: repetitive });
  });

  it("are none when the hash names another kind of link, or nothing", async () => {
    for (const hash of ["", "#", "#other=1.j.e30", "#things=1.j.e30", "thin=1.j.e30"]) {
      expect(await unpackFragment(hash, versioned), hash).toEqual({ status: "none" });
    }
  });

  it("are damaged when of another version, cut short, or not packed JSON", async () => {
    const packed = await packFragment(versioned, { a: 1 });
    for (const hash of [
      packed.replace("thing=1.", "thing=2."),
      "thing=1",
      "thing=",
      packed.slice(0, -3),
      "thing=1.x.e30",
      "thing=1.j.e30.e30",
      "thing=1.j.!!",
    ]) {
      expect(await unpackFragment(hash, versioned), hash).toEqual({ status: "damaged" });
    }
  });

  it("are damaged, never inflated past the limit, when the JSON is longer than the kind allows", async () => {
    const packed = await packFragment(unversioned, { text: "a".repeat(5_000) });
    expect(packed.length).toBeLessThan(200);
    expect(await unpackFragment(packed, unversioned)).toEqual({ status: "damaged" });
  });
});
