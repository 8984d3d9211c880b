import { msg, select } from "@lingui/core/macro";
import type { I18n } from "~/i18n/runtime";
import type { Reading } from "~/features/reasoning/domain/reasoning";

// Each sentence of a reading is one message, its phrases chosen by select, so a language orders and inflects them as
// its own grammar needs. The codes are the domain's (reasoning.ts); `other` stands for the last code of each list.

/** The reading in the page's language: three sentences of the drawn template. */
export function wordReasoning(i18n: I18n, reading: Reading): string {
  const { choice, context, options, count, quality, weighing, tradeOff, strength, closer } = reading;
  const lead = context === "" ? "without" : "with";
  const compared = reading.rival === null ? "no" : "yes";
  const rival = reading.rival ?? "";
  const closing = i18n._(
    msg`${select(closer, {
      trust: "Trust it and move forward.",
      commit: "Commit to it and see how it feels.",
      adjust: "Go with it — you can always adjust later.",
      fairTry: "Give it a fair try before second-guessing it.",
      other: "Sometimes the best decision is simply a made one.",
    })}`,
  );
  const it = i18n._(
    msg`It ${select(strength, {
      doorsOpen: "keeps the most doors open",
      leastOfYou: "asks the least of you right now",
      clearestUpside: "has the clearest upside",
      fitsMoment: "fits the moment best",
      other: "is the easiest to act on today",
    })}.`,
  );
  switch (reading.template) {
    case 0:
      return [
        i18n._(
          msg`${select(lead, { with: `Given that you mentioned “${context}”, after`, other: "After" })} ${select(
            weighing,
            {
              weighingUp: "weighing up",
              comparing: "comparing",
              lookingClosely: "looking closely at",
              other: "balancing",
            },
          )} ${select(options, { one: "the one option you gave", two: "both options", other: `all ${count} options` })}, “${choice}” comes out as ${select(
            quality,
            {
              balanced: "the most balanced",
              practical: "the most practical",
              lowRegret: "the lowest-regret",
              energising: "the most energising",
              other: "the most grounded",
            },
          )} pick.`,
        ),
        it,
        closing,
      ].join(" ");
    case 1:
      return [
        i18n._(msg`“${choice}” is the call.`),
        i18n._(
          msg`${select(lead, { with: `Given that you mentioned “${context}”, it`, other: "It" })} ${select(strength, {
            doorsOpen: "keeps the most doors open",
            leastOfYou: "asks the least of you right now",
            clearestUpside: "has the clearest upside",
            fitsMoment: "fits the moment best",
            other: "is the easiest to act on today",
          })}, and ${select(weighing, {
            weighingUp: "weighing up",
            comparing: "comparing",
            lookingClosely: "looking closely at",
            other: "balancing",
          })} ${select(tradeOff, {
            effortReward: "effort against reward",
            comfortPayoff: "short-term comfort against long-term payoff",
            riskUpside: "risk against upside",
            other: "what you gain against what you give up",
          })} tips the balance its way.`,
        ),
        closing,
      ].join(" ");
    case 2:
      return [
        i18n._(
          msg`${select(lead, { with: `Given that you mentioned “${context}”, the`, other: "The" })} pattern is clear: “${choice}” ${select(
            strength,
            {
              doorsOpen: "keeps the most doors open",
              leastOfYou: "asks the least of you right now",
              clearestUpside: "has the clearest upside",
              fitsMoment: "fits the moment best",
              other: "is the easiest to act on today",
            },
          )}.`,
        ),
        i18n._(
          msg`${select(compared, { yes: `Compared with “${rival}”, it`, other: "It" })} looks like ${select(quality, {
            balanced: "the most balanced",
            practical: "the most practical",
            lowRegret: "the lowest-regret",
            energising: "the most energising",
            other: "the most grounded",
          })} route once you weigh ${select(tradeOff, {
            effortReward: "effort against reward",
            comfortPayoff: "short-term comfort against long-term payoff",
            riskUpside: "risk against upside",
            other: "what you gain against what you give up",
          })}.`,
        ),
        closing,
      ].join(" ");
    default:
      return [
        i18n._(
          msg`${select(lead, { with: `Given that you mentioned “${context}”, looking`, other: "Looking" })} at ${select(
            options,
            {
              one: "the one option you gave",
              two: "both options",
              other: `all ${count} options`,
            },
          )}, “${choice}” edges ahead.`,
        ),
        i18n._(
          msg`${select(compared, { yes: `Compared with “${rival}”, it`, other: "It" })} is ${select(quality, {
            balanced: "the most balanced",
            practical: "the most practical",
            lowRegret: "the lowest-regret",
            energising: "the most energising",
            other: "the most grounded",
          })} option, and it ${select(strength, {
            doorsOpen: "keeps the most doors open",
            leastOfYou: "asks the least of you right now",
            clearestUpside: "has the clearest upside",
            fitsMoment: "fits the moment best",
            other: "is the easiest to act on today",
          })}.`,
        ),
        closing,
      ].join(" ");
  }
}
