import {
  ArrowLeftRight,
  Brain,
  ClipboardList,
  Dices,
  Scale,
  Swords,
  Table2,
  Ticket,
  Users,
  Zap,
  type IconNode,
} from "lucide";
import { Icon } from "~/kernel/ui/components/icon";
import type { CategoryStyle } from "~/kernel/records/domain/category-style";

/** One icon per kind of decision: its badge in the history and the feed, and its tool's card on the home page. */
export const categoryIcons: Record<CategoryStyle["tone"], IconNode> = {
  quick: Zap,
  ai: Brain,
  weighted: Scale,
  battle: Swords,
  draw: Ticket,
  teams: Users,
  ranking: ArrowLeftRight,
  matrix: Table2,
  template: ClipboardList,
  other: Dices,
};

export function CategoryIcon({ tone, className }: { tone: CategoryStyle["tone"]; className?: string }) {
  return <Icon icon={categoryIcons[tone]} className={className} />;
}
