import { useEffect, useState } from "react";
import type { Entrant } from "~/domain/draw";
import { digestLines, keptListLimit } from "~/domain/kept-list";
import { canonicalLines } from "~/domain/verifiable-draw";

/**
 * The hash a history record keeps of entrants too many to keep (keepList), hashed off the main thread as soon as the
 * list is read, so that drawing from 100,000 entrants does not spend some 35 ms hashing them. `pending` until the
 * hash of the latest `entrants` is in; shorter lists need none.
 */
export function useUnkeptListHash(entrants: readonly Entrant[]) {
  const [hashed, setHashed] = useState<{ entrants: readonly Entrant[]; sha256: string } | null>(null);
  const needed = entrants.length > keptListLimit;
  const sha256 = needed && hashed?.entrants === entrants ? hashed.sha256 : undefined;

  useEffect(() => {
    if (!needed) return;
    let current = true;
    void digestLines(canonicalLines(entrants)).then((hash) => {
      if (current) setHashed({ entrants, sha256: hash });
    });
    return () => {
      current = false;
    };
  }, [entrants, needed]);

  return { sha256, pending: needed && sha256 === undefined };
}
