import { type IndexDraw, pickUniform, randomIndex } from "~/kernel/random/domain/random";

// A locally assembled explanation in an "AI" voice — no model is involved, so it must never claim facts.

// The phrases are codes here; the page words each sentence whole, with these codes as its choices (reasoning-words.ts).
export const qualities = ["balanced", "practical", "lowRegret", "energising", "grounded"] as const;
export const weighings = ["weighingUp", "comparing", "lookingClosely", "balancing"] as const;
export const tradeOffs = ["effortReward", "comfortPayoff", "riskUpside", "gainGiveUp"] as const;
export const strengths = ["doorsOpen", "leastOfYou", "clearestUpside", "fitsMoment", "easiestToday"] as const;
export const closers = ["trust", "commit", "adjust", "fairTry", "madeOne"] as const;

/** How many distinct sentence templates readReasoning chooses from. */
export const reasoningTemplateCount = 4;

/** A reading to word: which template, the visitor's words, and a code for every phrase it draws. */
export interface Reading {
  template: number;
  choice: string;
  /** The context, tidied and lower-cased, or "" when there is none. */
  context: string;
  /** "one" for a single option, "two" for both, else "many" with `count`. */
  options: "one" | "two" | "many";
  count: number;
  quality: (typeof qualities)[number];
  weighing: (typeof weighings)[number];
  tradeOff: (typeof tradeOffs)[number];
  strength: (typeof strengths)[number];
  closer: (typeof closers)[number];
  /** Another option to compare with, or null when there is none. */
  rival: string | null;
}

// User text may carry stray runs of whitespace; collapsing them keeps the output free of double spaces.
const tidy = (text: string) => text.replace(/\s+/g, " ").trim();

/** Draws a short, friendly reading for a choice: a template and a phrase of every kind, as codes. */
export function readReasoning(
  { choice, options, context }: { choice: string; options: readonly string[]; context?: string },
  draw: IndexDraw = randomIndex,
): Reading {
  const template = draw(reasoningTemplateCount);
  const cleanChoice = tidy(choice);
  const rivals = [...new Set(options.map(tidy))].filter((option) => option !== "" && option !== cleanChoice);
  // Every phrase is drawn on every call, in a fixed order, so a scripted draw reaches any combination.
  return {
    template,
    choice: cleanChoice,
    context: tidy(context ?? "").toLowerCase(),
    options: options.length <= 1 ? "one" : options.length === 2 ? "two" : "many",
    count: options.length,
    quality: pickUniform(qualities, draw),
    weighing: pickUniform(weighings, draw),
    tradeOff: pickUniform(tradeOffs, draw),
    strength: pickUniform(strengths, draw),
    closer: pickUniform(closers, draw),
    rival: rivals.length === 0 ? null : pickUniform(rivals, draw),
  };
}
