import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { I18n } from "~/i18n/runtime";
import type { DecisionTemplate } from "~/features/templates/domain/templates";

/** A template's words in the page's language; its English data stays as it is stored and shared (decision D23). */
interface TemplateWords {
  title: MessageDescriptor;
  description: MessageDescriptor;
  /** One per choice, in the template's order. */
  choices: readonly MessageDescriptor[];
}

/** Each built-in template's words, by template id. */
export const templateWords: Readonly<Record<string, TemplateWords>> = {
  "text-or-wait": {
    title: msg({ message: "Should I text them or wait?", comment: "Template text-or-wait: its title" }),
    description: msg({
      message: "Stuck staring at your phone? Let chance break the tie.",
      comment: "Template text-or-wait: its description",
    }),
    choices: [
      msg({ message: "Text them now", comment: "Template text-or-wait: a choice" }),
      msg({ message: "Wait until tomorrow", comment: "Template text-or-wait: a choice" }),
      msg({ message: "Wait for them to text first", comment: "Template text-or-wait: a choice" }),
      msg({ message: "Call instead of texting", comment: "Template text-or-wait: a choice" }),
    ],
  },
  "eat-out-cook": {
    title: msg({ message: "Eat out or cook?", comment: "Template eat-out-cook: its title" }),
    description: msg({
      message: "Settle tonight's dinner debate in one tap.",
      comment: "Template eat-out-cook: its description",
    }),
    choices: [
      msg({ message: "Cook something simple at home", comment: "Template eat-out-cook: a choice" }),
      msg({ message: "Order takeaway", comment: "Template eat-out-cook: a choice" }),
      msg({ message: "Eat out somewhere new", comment: "Template eat-out-cook: a choice" }),
      msg({ message: "Raid the fridge for leftovers", comment: "Template eat-out-cook: a choice" }),
    ],
  },
  "invest-or-save": {
    title: msg({ message: "Invest or save?", comment: "Template invest-or-save: its title" }),
    description: msg({
      message: "A nudge for what to do with spare cash — not financial advice.",
      comment: "Template invest-or-save: its description",
    }),
    choices: [
      msg({ message: "Top up your emergency fund", comment: "Template invest-or-save: a choice" }),
      msg({ message: "Put it in a low-cost index fund", comment: "Template invest-or-save: a choice" }),
      msg({ message: "Pay down debt first", comment: "Template invest-or-save: a choice" }),
      msg({ message: "Split it between saving and investing", comment: "Template invest-or-save: a choice" }),
    ],
  },
  "quit-or-stay": {
    title: msg({ message: "Quit or keep going?", comment: "Template quit-or-stay: its title" }),
    description: msg({
      message: "For the job, project or habit you keep second-guessing.",
      comment: "Template quit-or-stay: its description",
    }),
    choices: [
      msg({ message: "Keep going for another month", comment: "Template quit-or-stay: a choice" }),
      msg({ message: "Quit and move on", comment: "Template quit-or-stay: a choice" }),
      msg({ message: "Take a short break first", comment: "Template quit-or-stay: a choice" }),
      msg({ message: "Ask someone you trust", comment: "Template quit-or-stay: a choice" }),
    ],
  },
  "weekend-plans": {
    title: msg({ message: "What should I do this weekend?", comment: "Template weekend-plans: its title" }),
    description: msg({
      message: "Beat weekend indecision before Saturday slips away.",
      comment: "Template weekend-plans: its description",
    }),
    choices: [
      msg({ message: "Get outdoors for a long walk", comment: "Template weekend-plans: a choice" }),
      msg({ message: "See friends", comment: "Template weekend-plans: a choice" }),
      msg({ message: "Stay in and recharge", comment: "Template weekend-plans: a choice" }),
      msg({ message: "Try something new nearby", comment: "Template weekend-plans: a choice" }),
    ],
  },
  "movie-night": {
    title: msg({ message: "What should we watch tonight?", comment: "Template movie-night: its title" }),
    description: msg({
      message: "End the endless scrolling and pick a genre.",
      comment: "Template movie-night: its description",
    }),
    choices: [
      msg({ message: "A comedy", comment: "Template movie-night: a film genre to watch" }),
      msg({ message: "A thriller", comment: "Template movie-night: a film genre to watch" }),
      msg({ message: "A documentary", comment: "Template movie-night: a film genre to watch" }),
      msg({ message: "An old favourite", comment: "Template movie-night: a film to watch" }),
      msg({ message: "Something nobody has seen yet", comment: "Template movie-night: a film to watch" }),
    ],
  },
};

/** Each category's name, by its stored English name. */
export const categoryWords: Readonly<Record<string, MessageDescriptor>> = {
  Relationships: msg({ message: "Relationships", comment: "A category of templates" }),
  Food: msg({ message: "Food", comment: "A category of templates" }),
  Finance: msg({ message: "Finance", comment: "A category of templates" }),
  Career: msg({ message: "Career", comment: "A category of templates" }),
  Lifestyle: msg({ message: "Lifestyle", comment: "A category of templates" }),
  Entertainment: msg({ message: "Entertainment", comment: "A category of templates" }),
};

/** A template as the page shows it: its words in the page's language, its stored English where it has none. */
export function wordTemplate(i18n: I18n, template: DecisionTemplate) {
  const words = templateWords[template.id];
  const category = categoryWords[template.category];
  return {
    title: words ? i18n._(words.title) : template.title,
    description: words ? i18n._(words.description) : template.description,
    choices: template.choices.map((choice, index) => {
      const word = words?.choices[index];
      return word ? i18n._(word) : choice;
    }),
    category: category ? i18n._(category) : template.category,
  };
}

/** A category's name in the page's language. */
export function wordCategory(i18n: I18n, category: string): string {
  const word = categoryWords[category];
  return word ? i18n._(word) : category;
}
