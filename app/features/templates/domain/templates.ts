import { CalendarDays, Clapperboard, Compass, MessageCircle, PiggyBank, Utensils, type IconNode } from "lucide";

/** A ready-made decision the user can start from instead of typing options. */
export interface DecisionTemplate {
  id: string;
  title: string;
  description: string;
  choices: string[];
  category: string;
  /** A Lucide icon shown beside the title (docs/decisions/019-icons.md). */
  icon: IconNode;
}

/** The built-in templates, in the order the gallery shows them. */
export const decisionTemplates: readonly DecisionTemplate[] = [
  {
    id: "text-or-wait",
    title: "Should I text them or wait?",
    description: "Stuck staring at your phone? Let chance break the tie.",
    choices: ["Text them now", "Wait until tomorrow", "Wait for them to text first", "Call instead of texting"],
    category: "Relationships",
    icon: MessageCircle,
  },
  {
    id: "eat-out-cook",
    title: "Eat out or cook?",
    description: "Settle tonight's dinner debate in one tap.",
    choices: [
      "Cook something simple at home",
      "Order takeaway",
      "Eat out somewhere new",
      "Raid the fridge for leftovers",
    ],
    category: "Food",
    icon: Utensils,
  },
  {
    id: "invest-or-save",
    title: "Invest or save?",
    description: "A nudge for what to do with spare cash — not financial advice.",
    choices: [
      "Top up your emergency fund",
      "Put it in a low-cost index fund",
      "Pay down debt first",
      "Split it between saving and investing",
    ],
    category: "Finance",
    icon: PiggyBank,
  },
  {
    id: "quit-or-stay",
    title: "Quit or keep going?",
    description: "For the job, project or habit you keep second-guessing.",
    choices: ["Keep going for another month", "Quit and move on", "Take a short break first", "Ask someone you trust"],
    category: "Career",
    icon: Compass,
  },
  {
    id: "weekend-plans",
    title: "What should I do this weekend?",
    description: "Beat weekend indecision before Saturday slips away.",
    choices: ["Get outdoors for a long walk", "See friends", "Stay in and recharge", "Try something new nearby"],
    category: "Lifestyle",
    icon: CalendarDays,
  },
  {
    id: "movie-night",
    title: "What should we watch tonight?",
    description: "End the endless scrolling and pick a genre.",
    choices: ["A comedy", "A thriller", "A documentary", "An old favourite", "Something nobody has seen yet"],
    category: "Entertainment",
    icon: Clapperboard,
  },
];

/** Lists each category once, in the order it first appears. */
export function listTemplateCategories(templates: readonly DecisionTemplate[]): string[] {
  return [...new Set(templates.map((template) => template.category))];
}

/** Keeps the templates in one category; a null category keeps them all. */
export function filterTemplatesByCategory(
  templates: readonly DecisionTemplate[],
  category: string | null,
): DecisionTemplate[] {
  return category === null ? [...templates] : templates.filter((template) => template.category === category);
}
