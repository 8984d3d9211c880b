/**
 * Requests to the vote API (docs/vote-api.md): the page passes the browser's `fetch`; tests pass their own. A request
 * never throws: every outcome is a value, and a refusal keeps the API's code and values for the page to word
 * (api-error-words.ts).
 */
import type { ApiErrorValues } from "~/features/vote/domain/api-error-words";

export type ApiFailure =
  /** No answer at all: offline, or the server is down. */
  | { kind: "unreachable" }
  /** An answer that is not the API's: a static host with no /api, or something in the way. */
  | { kind: "no-api"; status: number }
  /** The API's own refusal: its code and the values beside it, which the page words (never the server's sentence). */
  | { kind: "refused"; status: number; code: string; values: ApiErrorValues; retryAfterSeconds: number | null };

export type ApiResult<Body> = { ok: true; status: number; body: Body } | { ok: false; failure: ApiFailure };

export type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

interface ApiRequest {
  method: "GET" | "POST" | "PUT" | "DELETE";
  path: string;
  json?: unknown;
  bearer?: string;
}

function readApiError(value: unknown): { code: string; values: ApiErrorValues } | null {
  const error = (value as { error?: Record<string, unknown> } | null)?.error;
  if (typeof error?.code !== "string" || typeof error.message !== "string") return null;
  // The English `message` is for people using the API directly: the page words the code and these values itself.
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(error)) {
    if (name !== "code" && name !== "message" && (typeof value === "string" || typeof value === "number")) {
      values[name] = value;
    }
  }
  return { code: error.code, values };
}

/** Sends one request to the API and reads its JSON answer (a 204 reads as null). */
export async function requestApi<Body>(
  send: Fetch,
  { method, path, json, bearer }: ApiRequest,
): Promise<ApiResult<Body>> {
  const headers: Record<string, string> = { Accept: "application/json" };
  if (json !== undefined) headers["Content-Type"] = "application/json";
  if (bearer !== undefined) headers.Authorization = `Bearer ${bearer}`;
  let response: Response;
  try {
    response = await send(path, {
      method,
      headers,
      cache: "no-store",
      ...(json !== undefined && { body: JSON.stringify(json) }),
    });
  } catch {
    return { ok: false, failure: { kind: "unreachable" } };
  }
  const isJson = (response.headers.get("Content-Type") ?? "").startsWith("application/json");
  if (response.status === 204 && response.ok) return { ok: true, status: 204, body: null as Body };
  let body: unknown;
  try {
    body = isJson ? await response.json() : undefined;
  } catch {
    return { ok: false, failure: { kind: "unreachable" } };
  }
  if (response.ok && isJson) return { ok: true, status: response.status, body: body as Body };
  const error = readApiError(body);
  if (!error) return { ok: false, failure: { kind: "no-api", status: response.status } };
  const retryAfter = Number(response.headers.get("Retry-After"));
  return {
    ok: false,
    failure: {
      kind: "refused",
      status: response.status,
      ...error,
      retryAfterSeconds: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null,
    },
  };
}
