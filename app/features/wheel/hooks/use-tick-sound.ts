import { useCallback, useEffect, useRef } from "react";

// A click is 40 ms long; closer ticks would blur into a buzz while the wheel turns fast.
const tickSeconds = 0.04;

/**
 * A short tick made with Web Audio (no sound file), for each segment passing the pointer. Silent unless `enabled`,
 * and where the browser has no Web Audio. The audio starts on the first tick, after the visitor pressed a button.
 */
export function useTickSound(enabled: boolean): () => void {
  const audio = useRef<AudioContext | null>(null);
  const lastTick = useRef(-Infinity);

  useEffect(
    () => () => {
      void audio.current?.close();
      audio.current = null;
    },
    [],
  );

  return useCallback(() => {
    if (!enabled || typeof AudioContext === "undefined") return;
    const context = (audio.current ??= new AudioContext());
    if (context.state === "suspended") void context.resume();
    const start = context.currentTime;
    if (start - lastTick.current < tickSeconds) return;
    lastTick.current = start;
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = "triangle";
    oscillator.frequency.value = 1200;
    gain.gain.setValueAtTime(0.2, start);
    gain.gain.exponentialRampToValueAtTime(0.001, start + tickSeconds);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(start);
    oscillator.stop(start + tickSeconds);
  }, [enabled]);
}
