/**
 * Requests to the vote API (docs/vote-api.md), and why one failed in a sentence to show. The page passes the
 * browser's `fetch`; tests pass their own. A request never throws: every outcome is a value.
 */

export type ApiFailure =
  /** No answer at all: offline, or the server is down. */
  | { kind: "unreachable" }
  /** An answer that is not the API's: a static host with no /api, or something in the way. */
  | { kind: "no-api"; status: number }
  /** The API's own refusal, with its sentence. */
  | { kind: "refused"; status: number; code: string; message: string; retryAfterSeconds: number | null };

export type ApiResult<Body> = { ok: true; status: number; body: Body } | { ok: false; failure: ApiFailure };

export type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

interface ApiRequest {
  method: "GET" | "POST" | "PUT" | "DELETE";
  path: string;
  json?: unknown;
  bearer?: string;
}

function readApiError(value: unknown): { code: string; message: string } | null {
  const error = (value as { error?: { code?: unknown; message?: unknown } } | null)?.error;
  if (typeof error?.code !== "string" || typeof error.message !== "string") return null;
  return { code: error.code, message: error.message };
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

export const offlineMessage =
  "This device is offline, so the vote cannot be reached. Everything you entered stays here: try again once you are back online.";
export const unreachableMessage =
  "The vote server cannot be reached just now. Everything you entered stays here: try again in a moment.";
export const noApiMessage =
  "Group votes need this site's own server, and this copy of the site has none (it is served as static pages). The rest of the site works as usual.";

/** The sentence to show for a failed request: the server's own, or what the browser can tell. */
export function describeApiFailure(failure: ApiFailure, online: boolean): string {
  if (failure.kind === "refused") return failure.message;
  if (failure.kind === "no-api") return noApiMessage;
  return online ? unreachableMessage : offlineMessage;
}
