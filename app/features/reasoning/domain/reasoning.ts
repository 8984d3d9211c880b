import { type IndexDraw, pickUniform, randomIndex } from "~/kernel/random/domain/random";

// A locally assembled explanation in an "AI" voice — no model is involved, so it must never claim facts.

const qualities = [
  "the most balanced",
  "the most practical",
  "the lowest-regret",
  "the most energising",
  "the most grounded",
] as const;

const weighings = ["weighing up", "comparing", "looking closely at", "balancing"] as const;

const tradeOffs = [
  "effort against reward",
  "short-term comfort against long-term payoff",
  "risk against upside",
  "what you gain against what you give up",
] as const;

const strengths = [
  "keeps the most doors open",
  "asks the least of you right now",
  "has the clearest upside",
  "fits the moment best",
  "is the easiest to act on today",
] as const;

const closers = [
  "Trust it and move forward.",
  "Commit to it and see how it feels.",
  "Go with it — you can always adjust later.",
  "Give it a fair try before second-guessing it.",
  "Sometimes the best decision is simply a made one.",
] as const;

interface Fillers {
  choice: string;
  /** "given that you mentioned “…”, " or empty; always followed by lower-case text. */
  lead: string;
  optionsPhrase: string;
  quality: string;
  weighing: string;
  tradeOff: string;
  strength: string;
  closer: string;
  /** A sentence opener naming a rival option, or a plain "It". */
  comparison: string;
}

const templates: readonly ((f: Fillers) => string[])[] = [
  (f) => [
    `${f.lead}after ${f.weighing} ${f.optionsPhrase}, “${f.choice}” comes out as ${f.quality} pick.`,
    `It ${f.strength}.`,
    f.closer,
  ],
  (f) => [
    `“${f.choice}” is the call.`,
    `${f.lead}it ${f.strength}, and ${f.weighing} ${f.tradeOff} tips the balance its way.`,
    f.closer,
  ],
  (f) => [
    `${f.lead}the pattern is clear: “${f.choice}” ${f.strength}.`,
    `${f.comparison} looks like ${f.quality} route once you weigh ${f.tradeOff}.`,
    f.closer,
  ],
  (f) => [
    `${f.lead}looking at ${f.optionsPhrase}, “${f.choice}” edges ahead.`,
    `${f.comparison} is ${f.quality} option, and it ${f.strength}.`,
    f.closer,
  ],
];

/** How many distinct sentence templates buildReasoning chooses from. */
export const reasoningTemplateCount = templates.length;

// User text may carry stray runs of whitespace; collapsing them keeps the output free of double spaces.
const tidy = (text: string) => text.replace(/\s+/g, " ").trim();
const capitalise = (sentence: string) => sentence.charAt(0).toUpperCase() + sentence.slice(1);

function describeOptions(count: number): string {
  if (count <= 1) return "the one option you gave";
  if (count === 2) return "both options";
  return `all ${count} options`;
}

/** Builds a short, friendly explanation for a choice from fixed templates and random phrases. */
export function buildReasoning(
  { choice, options, context }: { choice: string; options: readonly string[]; context?: string },
  draw: IndexDraw = randomIndex,
): string {
  const template = templates[draw(templates.length)] as (f: Fillers) => string[];
  const cleanChoice = tidy(choice);
  const cleanContext = tidy(context ?? "").toLowerCase();
  const rivals = [...new Set(options.map(tidy))].filter((option) => option !== "" && option !== cleanChoice);
  // Every filler is drawn on every call, in a fixed order, so a scripted draw reaches any combination.
  const fillers: Fillers = {
    choice: cleanChoice,
    lead: cleanContext === "" ? "" : `given that you mentioned “${cleanContext}”, `,
    optionsPhrase: describeOptions(options.length),
    quality: pickUniform(qualities, draw),
    weighing: pickUniform(weighings, draw),
    tradeOff: pickUniform(tradeOffs, draw),
    strength: pickUniform(strengths, draw),
    closer: pickUniform(closers, draw),
    comparison: rivals.length === 0 ? "It" : `Compared with “${pickUniform(rivals, draw)}”, it`,
  };
  return template(fillers).map(capitalise).join(" ");
}
