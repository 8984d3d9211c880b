import { Dices } from "lucide";
import { useEffect, useRef, type ReactNode } from "react";
import { useLingui } from "@lingui/react/macro";
import { Icon } from "~/kernel/ui/components/icon";
import { readPageDirection, usePageDirection } from "~/kernel/ui/hooks/use-page-direction";

interface PairQuestionProps {
  heading: string;
  /** Under the heading, e.g. "Question 7 of at most 22". */
  progress: string;
  /** What a fair draw decided for the last answer, shown under "I can’t choose"; null when there was no draw. */
  drawn?: string | null;
  first: string;
  second: string;
  onChoose: (side: 0 | 1) => void;
  onCannotChoose: () => void;
  onUndo: (() => void) | null;
  children?: ReactNode;
}

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

// The first option stands at the start of the line: on the left, or on the right in a right-to-left page, where the
// arrow keys and the arrows naming them swap with it. The digits keep their order: 1 is always the first option.
const arrowKeys = {
  ltr: { first: "ArrowLeft", second: "ArrowRight" },
  rtl: { first: "ArrowRight", second: "ArrowLeft" },
} as const;
const arrowSymbols = { ArrowLeft: "←", ArrowRight: "→" } as const;

/**
 * Two options as two big buttons: click, tap, the arrow key on its side or 1 / 2 answers; focus stays on the question
 * between pairs.
 */
export function PairQuestion({
  heading,
  progress,
  drawn = null,
  first,
  second,
  onChoose,
  onCannotChoose,
  onUndo,
  children,
}: PairQuestionProps) {
  const { t } = useLingui();
  const keys = arrowKeys[usePageDirection()];
  const keyHint = (arrow: string, digit: number) =>
    t({ message: `${arrow} or ${digit}`, comment: "The keys that choose an option: an arrow key or a digit key" });
  const choose = useRef(onChoose);
  useEffect(() => {
    choose.current = onChoose;
  });

  useEffect(() => {
    const answerByKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || isTyping(event.target)) return;
      const { first, second } = arrowKeys[readPageDirection()];
      const side = event.key === first || event.key === "1" ? 0 : event.key === second || event.key === "2" ? 1 : null;
      if (side === null || event.repeat) return;
      event.preventDefault();
      choose.current(side);
    };
    document.addEventListener("keydown", answerByKey);
    return () => document.removeEventListener("keydown", answerByKey);
  }, []);

  return (
    <section className="pair-question" aria-labelledby="pair-question-heading">
      <h2 id="pair-question-heading">{heading}</h2>
      <p className="pair-progress">{progress}</p>
      <div className="pair-options">
        <button type="button" className="pair-option" aria-keyshortcuts={`${keys.first} 1`} onClick={() => onChoose(0)}>
          <bdi className="pair-name">{first}</bdi>
          <span className="pair-key" aria-hidden="true">
            {keyHint(arrowSymbols[keys.first], 1)}
          </span>
        </button>
        <span className="pair-or" aria-hidden="true">
          {t({ message: "or", comment: "Between the two options of a pair question: this one or that one" })}
        </span>
        <button
          type="button"
          className="pair-option"
          aria-keyshortcuts={`${keys.second} 2`}
          onClick={() => onChoose(1)}
        >
          <bdi className="pair-name">{second}</bdi>
          <span className="pair-key" aria-hidden="true">
            {keyHint(arrowSymbols[keys.second], 2)}
          </span>
        </button>
      </div>
      <div className="button-row">
        <button type="button" className="button" onClick={onCannotChoose}>
          {t`I can’t choose`}
        </button>
        <button type="button" className="button" disabled={onUndo === null} onClick={onUndo ?? undefined}>
          {t({ message: "Undo", comment: "Takes back the last answer to a pair question" })}
        </button>
      </div>
      {drawn && (
        <p className="pair-drawn">
          <Icon icon={Dices} /> {drawn}
        </p>
      )}
      {children}
    </section>
  );
}
