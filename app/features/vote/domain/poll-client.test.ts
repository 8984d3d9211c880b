import { describe, expect, it } from "vitest";
import { requestApi, type Fetch } from "~/features/vote/domain/poll-client";

const answering =
  (response: Response): Fetch =>
  async () =>
    response;
const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json", ...headers } });

describe("requestApi", () => {
  it("sends JSON with the bearer token and reads the JSON answer", async () => {
    const sent: { path: string; init?: RequestInit }[] = [];
    const send: Fetch = async (path, init) => {
      sent.push({ path, init });
      return json(201, { poll: { id: "x" } });
    };
    const answer = await requestApi(send, { method: "POST", path: "/api/polls", json: { a: 1 }, bearer: "token" });
    expect(answer).toEqual({ ok: true, status: 201, body: { poll: { id: "x" } } });
    expect(sent[0]?.init?.body).toBe('{"a":1}');
    expect(sent[0]?.init?.headers).toMatchObject({ Authorization: "Bearer token", "Content-Type": "application/json" });
  });

  it("gives the API's refusal with its code, its values and when to try again, leaving its English sentence", async () => {
    const answer = await requestApi(
      answering(
        json(
          429,
          { error: { code: "too_many_requests", message: "Too many.", retryAfterSeconds: 12, extra: { a: 1 } } },
          { "Retry-After": "12" },
        ),
      ),
      { method: "GET", path: "/api/polls/x" },
    );
    expect(answer).toEqual({
      ok: false,
      failure: {
        kind: "refused",
        status: 429,
        code: "too_many_requests",
        values: { retryAfterSeconds: 12 },
        retryAfterSeconds: 12,
      },
    });
  });

  it("tells no answer from an answer that is not the API's (a static host's page)", async () => {
    const thrown: Fetch = async () => {
      throw new TypeError("Failed to fetch");
    };
    expect(await requestApi(thrown, { method: "GET", path: "/api/polls/x" })).toEqual({
      ok: false,
      failure: { kind: "unreachable" },
    });
    const page = new Response("<!doctype html><h1>Not found</h1>", {
      status: 404,
      headers: { "Content-Type": "text/html" },
    });
    expect(await requestApi(answering(page), { method: "GET", path: "/api/polls/x" })).toEqual({
      ok: false,
      failure: { kind: "no-api", status: 404 },
    });
    expect(await requestApi(answering(new Response(null, { status: 204 })), { method: "DELETE", path: "/x" })).toEqual({
      ok: true,
      status: 204,
      body: null,
    });
  });
});
