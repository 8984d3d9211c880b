import { useCallback, useState } from "react";
import { randomBytes } from "~/kernel/random/domain/random";
import type { PublicValueSource } from "~/kernel/receipts/domain/statement";

/** What the statement composer has made ready for a verifiable result, or why nothing can be drawn yet. */
export type Composed =
  { ok: true; source: PublicValueSource; publicValue: string; statement: string } | { ok: false; reason: string };

const composing: Composed = { ok: false, reason: "The statement is being written." };

/**
 * Whether /draw's or /teams' next result is verifiable, and the secret it is drawn with: one secret a statement and a
 * result (docs/verifiable-draws.md), renewed after each result and whenever a published statement no longer holds.
 * `request` is what the draw needs once the composer has a statement and a correctly spelt public value.
 */
export function useVerifiableMode() {
  const [secret, setSecret] = useState<Uint8Array | null>(null);
  const [composed, setComposed] = useState<Composed>(composing);

  const toggle = useCallback((on: boolean) => {
    setSecret(on ? randomBytes(32) : null);
    setComposed(composing);
  }, []);
  const renewSecret = useCallback(() => setSecret((current) => (current ? randomBytes(32) : null)), []);

  const request = secret && composed.ok ? { secret, ...composed } : null;
  return {
    secret,
    /** Verifiable, but nothing can be drawn yet (the composer says why). */
    blocked: secret !== null && !composed.ok,
    request,
    toggle,
    renewSecret,
    setComposed,
  };
}

export type VerifiableMode = ReturnType<typeof useVerifiableMode>;
