import { createElement } from "react";
import type { IconNode } from "lucide";

/**
 * A Lucide icon drawn inline as SVG in the text's colour (docs/decisions/019-icons.md): the same on every platform,
 * with no emoji font needed. Decorative: the text beside it says what it means, so screen readers skip it.
 */
export function Icon({ icon, className = "icon" }: { icon: IconNode; className?: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {icon.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }))}
    </svg>
  );
}
