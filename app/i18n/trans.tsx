import { cloneElement, isValidElement, type ReactElement, type ReactNode } from "react";
import { useLingui, type Values } from "~/i18n/runtime";

// What the `<Trans>` macro compiles to, apart from the runtime every page carries: only the pages whose messages hold
// elements load it (lingui.config.ts points the macro here).

/** `<0>…</0>` and `<0/>` in a worded message become the macro's elements, with their words inside. */
function formatElements(text: string, components: Record<string, ReactElement>): ReactNode[] {
  const nodes: ReactNode[] = [];
  const tag = /<(\d+)\/>|<(\d+)>([\s\S]*?)<\/\2>/;
  let rest = text;
  for (let match = tag.exec(rest); match; match = tag.exec(rest)) {
    nodes.push(rest.slice(0, match.index));
    const [whole, selfClosing, opening, inner] = match;
    const element = components[selfClosing ?? opening ?? ""];
    if (element) {
      const key = nodes.length;
      nodes.push(
        inner === undefined
          ? cloneElement(element, { key })
          : cloneElement(element, { key }, ...formatElements(inner, components)),
      );
    }
    rest = rest.slice(match.index + whole.length);
  }
  nodes.push(rest);
  return nodes;
}

interface TransProps {
  id: string;
  message?: string;
  values?: Values;
  components?: Record<string, ReactElement>;
  comment?: string;
}

/** What the `<Trans>` macro compiles to. */
export function Trans({ id, message, values = {}, components = {} }: TransProps) {
  const { i18n } = useLingui();
  // A value that is an element (`{<b>{name}</b>}` in a message) takes a component's place, as in Lingui's own.
  const elements = { ...components };
  const text = { ...values };
  let next = Object.keys(components).length;
  for (const [name, value] of Object.entries(values)) {
    if (!isValidElement(value)) continue;
    elements[next] = value;
    text[name] = `<${next}/>`;
    next += 1;
  }
  return <>{formatElements(i18n._({ id, message }, text), elements)}</>;
}
