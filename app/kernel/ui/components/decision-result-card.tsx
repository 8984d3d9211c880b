import { useLingui } from "@lingui/react/macro";
import { useEffect, useRef, type ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { languageOfPath, localizedPath } from "~/i18n/languages";

interface DecisionResultCardProps {
  title: string;
  result: string;
  /** A line under the result, e.g. "Selected based on probability weights". */
  caption?: string;
  /** The page brings the card into view itself (the wheel keeps its pointer on screen with the winner). */
  keepScroll?: boolean;
  children?: ReactNode;
}

/** The decision moment: the chosen option, revealed, with focus moved onto it for keyboard users, and how it was drawn. */
export function DecisionResultCard({ title, result, caption, keepScroll = false, children }: DecisionResultCardProps) {
  const { t } = useLingui();
  const fairnessPath = localizedPath("/how-it-works", languageOfPath(useLocation().pathname).code);
  const cardRef = useRef<HTMLElement>(null);
  useEffect(() => cardRef.current?.focus({ preventScroll: keepScroll }), [keepScroll]);

  return (
    <section ref={cardRef} className="result-card" tabIndex={-1} aria-label={title}>
      <h2 className="result-title">{title}</h2>
      <p className="result-value" dir="auto">
        {result}
      </p>
      {caption && <p className="result-caption">{caption}</p>}
      {children}
      <Link to={fairnessPath} className="result-fairness-link">
        {t`How is this fair?`}
      </Link>
    </section>
  );
}
