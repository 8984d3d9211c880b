import { PassThrough } from "node:stream";
import type { Request as ExpressRequest } from "express";
import { describe, expect, it } from "vitest";
import { toFetchRequest } from "./fetch-request.mjs";

/** An Express request as far as toFetchRequest reads one: a readable stream with a method, URL and headers. */
function expressRequest(method: string, originalUrl: string, headers: Record<string, string | string[]>, body = "") {
  const stream = new PassThrough();
  stream.end(body);
  return Object.assign(stream, { method, originalUrl, headers }) as unknown as ExpressRequest;
}

describe("toFetchRequest", () => {
  it("keeps the URL, on the request's own host, and every header, repeated ones too", () => {
    const request = toFetchRequest(
      expressRequest("GET", "/draw?x=1", {
        host: "example.test:3000",
        accept: "text/html",
        "x-forwarded-for": ["192.0.2.1", "192.0.2.2"],
      }),
    );
    expect(request.method).toBe("GET");
    expect(request.url).toBe("http://example.test:3000/draw?x=1");
    expect(request.headers.get("accept")).toBe("text/html");
    expect(request.headers.get("x-forwarded-for")).toBe("192.0.2.1, 192.0.2.2");
    expect(request.body).toBeNull();
  });

  it("streams the body of a method that has one", async () => {
    const request = toFetchRequest(expressRequest("POST", "/vote", { host: "example.test" }, '{"choice":2}'));
    expect(await request.text()).toBe('{"choice":2}');
  });
});
