import { useEffect, useLayoutEffect, useRef, useState } from "react";
import type { DuplicateRule } from "~/features/draw/domain/draw";
import {
  createEntrantPool,
  type EntrantSummary,
  type GiveawayDraw,
  type GiveawayRequest,
  type PoolAnswer,
  type PoolQuestion,
} from "~/features/draw/domain/entrant-pool";
import { keptListLimit } from "~/kernel/receipts/domain/kept-list";

// A list up to this long is read on the page, at once, before it paints. A longer one is read, hashed and drawn from
// in a worker: on the page, 100,000 entrants took some 100 ms to read and hash, and their objects as long again in
// garbage collection while the page waited (docs/decisions/014-draw-worker.md).
const linesReadHere = keptListLimit;

interface Reader {
  read: (lines: readonly string[], rule: DuplicateRule) => Promise<EntrantSummary>;
  draw: (request: GiveawayRequest) => Promise<GiveawayDraw>;
  stop: () => void;
}

/** The worker's pool, asked through messages that carry an id; when the worker fails, every open question fails. */
function startPoolWorker(): Reader {
  // Vite bundles the worker as its own same-origin file, which the CSP's worker-src 'self' admits.
  const worker = new Worker(new URL("../workers/entrant-pool.worker.ts", import.meta.url), { type: "module" });
  const waiting = new Map<number, { resolve: (answer: never) => void; reject: (error: Error) => void }>();
  let lastId = 0;
  worker.onmessage = ({ data }: MessageEvent<PoolAnswer>) => {
    const question = waiting.get(data.id);
    waiting.delete(data.id);
    if ("error" in data) question?.reject(new Error(data.error));
    else question?.resolve(data.answer as never);
  };
  worker.onerror = (event) => {
    event.preventDefault();
    for (const question of waiting.values()) question.reject(new Error("The list could not be read in a worker."));
    waiting.clear();
  };
  const ask = <Answer>(question: PoolQuestion) =>
    new Promise<Answer>((resolve, reject) => {
      waiting.set(question.id, { resolve: resolve as (answer: never) => void, reject });
      worker.postMessage(question);
    });
  return {
    read: (lines, rule) => ask({ id: ++lastId, type: "read", lines, rule }),
    draw: (request) => ask({ id: ++lastId, type: "draw", request }),
    stop: () => worker.terminate(),
  };
}

interface Read {
  lines: readonly string[];
  rule: DuplicateRule;
  summary: EntrantSummary;
  draw: (request: GiveawayRequest) => Promise<GiveawayDraw>;
}

function readHere(lines: readonly string[], rule: DuplicateRule): Read {
  const pool = createEntrantPool();
  return { lines, rule, summary: pool.read(lines, rule), draw: (request) => pool.draw(request) };
}

/**
 * The entrants of `lines` as a summary to show, and the draw from them. Until the latest list is read, `summary` and
 * `draw` are the last list's and `stale` is true. Where no worker runs, the page reads a long list itself.
 */
export function useEntrantReading(lines: readonly string[], rule: DuplicateRule) {
  const [read, setRead] = useState<Read>(() => readHere(lines, rule));
  const worker = useRef<Reader | null>(null);
  const workerFailed = useRef(false);
  const stale = read.lines !== lines || read.rule !== rule;

  useLayoutEffect(() => {
    if (!stale) return;
    if (lines.length <= linesReadHere || typeof Worker === "undefined" || workerFailed.current) {
      setRead(readHere(lines, rule));
      return;
    }
    let current = true;
    const reader = (worker.current ??= startPoolWorker());
    // From a worker that failed, the page reads this list and every later one itself.
    const readOnThePage = () => {
      workerFailed.current = true;
      worker.current = null;
      reader.stop();
    };
    const draw = (request: GiveawayRequest) =>
      reader.draw(request).catch((error: unknown) => {
        readOnThePage();
        setRead((shown) => (shown.lines === lines && shown.rule === rule ? readHere(lines, rule) : shown));
        throw error;
      });
    reader.read(lines, rule).then(
      (summary) => {
        if (current) setRead({ lines, rule, summary, draw });
      },
      () => {
        readOnThePage();
        if (current) setRead(readHere(lines, rule));
      },
    );
    return () => {
      current = false;
    };
  }, [lines, rule, stale]);

  useEffect(
    () => () => {
      worker.current?.stop();
      worker.current = null;
    },
    [],
  );

  return { summary: read.summary, stale, draw: read.draw };
}
