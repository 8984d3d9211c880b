import type { MessageDescriptor } from "@lingui/core";
import type { MetaDescriptor } from "react-router";
import type { Language } from "~/i18n/languages";
import type { I18n } from "~/i18n/runtime";
import { msg } from "@lingui/core/macro";
import { analyticsMeasurementId } from "~/kernel/page/domain/site-config";
import { buildPageHead, formatTitle } from "~/kernel/page/routes/seo";
import type { SitePath } from "~/site-pages";

interface PageHeadMessages {
  title: MessageDescriptor;
  description: MessageDescriptor;
}

// The policies say what this build does (docs/product-rules.md, Consent).
const withAnalytics = analyticsMeasurementId !== undefined;

// Every page's title and description, in the shell's catalog: the root's loader words them in the page's language.
const pageHeads: Record<SitePath, PageHeadMessages> = {
  "/": {
    title: msg`AI Decision Maker – Free Random Picker for Any Choice`,
    description: msg`Can't decide? List your options and get a fair, instant pick. Weighted odds, explained picks, tournaments and templates — free, private, no sign-up.`,
  },
  "/weighted": {
    title: msg`Weighted Decision`,
    description: msg`Give each option a weight from 1 to 100 and let AI Decision Maker pick with exactly that probability.`,
  },
  "/ai-reasoning": {
    title: msg`AI Reasoning`,
    description: msg`Pick an option and get a short explanation, written on your device. Nothing is sent anywhere.`,
  },
  "/battle-royale": {
    title: msg`Battle Royale Tournament`,
    description: msg`Settle it with a fair elimination tournament: one 50/50 battle at a time until a single winner stands.`,
  },
  "/templates": {
    title: msg`Decision Templates`,
    description: msg`Ready-made choice lists for everyday dilemmas: food, weekend plans, money, career, relationships and films.`,
  },
  "/draw": {
    title: msg`Giveaway Draw: Pick Several Winners`,
    description: msg`Draw winners and alternates from up to 100,000 entrants, with tickets for weighted raffles. Free, and the list never leaves your device.`,
  },
  "/teams": {
    title: msg`Make Teams: Fair Random Groups`,
    description: msg`Split a list into teams of even sizes at random, balanced by rating if you like, keeping chosen people apart.`,
  },
  "/verify": {
    title: msg`Verify a Draw`,
    description: msg`Check a verifiable giveaway draw from its receipt: the list, the commitment, the seed and every winner, recomputed in your browser, even offline.`,
  },
  "/this-or-that": {
    title: msg`This or That – Rank Your Options Two at a Time`,
    description: msg`Rank up to 100 options by answering which of two you prefer. Few questions, every sentence of the result true, progress kept on your device.`,
  },
  "/decision-matrix": {
    title: msg`Decision Matrix`,
    description: msg`Score your options on the criteria that matter and get a ranking that explains itself: what carried the winner, how far each importance could move, and how often it still wins.`,
  },
  "/vote": {
    title: msg`Decide Together – Group Votes by Link`,
    description: msg`Start a group vote in seconds: approval, ranked or STAR. Share one link or a QR code, everyone votes on their phone without signing up, and every browser counts the result itself.`,
  },
  "/history": {
    title: msg`Your Decision History`,
    description: msg`Every decision you made here, kept only in this browser. Search, filter, reroll, delete, export or import.`,
  },
  "/privacy-policy": {
    title: msg`Privacy Policy`,
    description: withAnalytics
      ? msg`AI Decision Maker keeps your decision history on your device, in this browser. No accounts, group votes stored only encrypted, and analytics only with your consent.`
      : msg`AI Decision Maker keeps your decision history on your device, in this browser. No accounts, group votes stored only encrypted, no analytics and no cookies.`,
  },
  "/terms-of-service": {
    title: msg`Terms of Service`,
    description: msg`The simple terms for using AI Decision Maker: a free, no sign-up tool for picking between options. Use it kindly, and make the big calls yourself.`,
  },
  "/cookie-policy": {
    title: msg`Cookie Policy`,
    description: withAnalytics
      ? msg`What AI Decision Maker stores in your browser, why optional analytics cookies stay off without your consent, and how to change your choice.`
      : msg`AI Decision Maker sets no cookies and loads no analytics: what it keeps in your browser's local storage, and how to remove it.`,
  },
  "/decision-making-guide": {
    title: msg`Decision-Making Guide`,
    description: msg`A practical guide to making decisions: when to let chance decide, reversible choices, analysis paralysis, weighing options and deciding as a group.`,
  },
  "/how-it-works": {
    title: msg`How It Works: Fair Picks You Can Check`,
    description: msg`Where AI Decision Maker's randomness comes from, why every option gets exactly its chance, and a live chi-square check you can run on your own device.`,
  },
};

const notFoundTitle = msg`Page not found`;

/**
 * The head tags of the page at `path` (without its language) in `language`, worded by `i18n`: an unknown path's is
 * the 404 page's. Built here, on the server and at prerender, so no script carries the words nor the builder.
 */
export function pageHeadTags(path: string, language: Language, i18n: I18n): MetaDescriptor[] {
  const head = (pageHeads as Record<string, PageHeadMessages | undefined>)[path];
  if (!head) return [{ title: formatTitle(i18n._(notFoundTitle)) }, { name: "robots", content: "noindex" }];
  return buildPageHead({
    title: i18n._(head.title),
    description: i18n._(head.description),
    path,
    language,
    // The home page is the application itself.
    kind: path === "/" ? "WebApplication" : "WebPage",
  });
}
