import { useId } from "react";
import { lotteryNumbers } from "~/kernel/receipts/domain/public-value";
import { escapeInvisible } from "~/kernel/receipts/domain/shown-text";
import { drandChains, type PublicValueSource } from "~/kernel/receipts/domain/statement";

/** What the host types of the public value: the main numbers (or the whole value), and a lottery's bonus numbers. */
export interface TypedPublicValue {
  main: string;
  bonus: string;
}

interface PublicValueEntryProps {
  source: Exclude<PublicValueSource, { type: "none" }>;
  typed: TypedPublicValue;
  /** The value as it will be recorded, in the declared spelling. */
  spelled: string;
  /** Why it cannot be recorded yet; null when it can. */
  problem: string | null;
  disabled: boolean;
  onChange: (typed: TypedPublicValue) => void;
}

/** Where to find the declared source's value once it exists, as plain text to copy into a browser. */
function whereToFind(source: PublicValueEntryProps["source"]): string {
  switch (source.type) {
    case "lottery":
      return `Every number of the official result of the ${source.lottery} draw of ${source.drawDate}, in any order: they are recorded sorted.`;
    case "drand":
      return `The “randomness” of round ${source.round}, at https://api.drand.sh/${drandChains[source.chain].hash}/public/${source.round}`;
    case "bitcoin":
      return `The hash of block ${source.height}, from a block explorer, once six blocks are on top of it.`;
    case "text":
      return `${source.source}, written as: ${source.spelling}`;
  }
}

/** The public value, typed once it exists, in the fields its declared source needs, and how it will be recorded. */
export function PublicValueEntry({ source, typed, spelled, problem, disabled, onChange }: PublicValueEntryProps) {
  const id = useId();
  const lottery = source.type === "lottery" ? source : null;
  const counted = (text: string, wanted: number, what: string) => {
    const found = lotteryNumbers(text).length;
    return found === wanted ? "" : ` ${wanted} ${what} needed, ${found} typed.`;
  };
  const countProblems = lottery
    ? counted(typed.main, lottery.main, "main numbers") +
      (lottery.bonus > 0 ? counted(typed.bonus, lottery.bonus, "bonus numbers") : "")
    : "";
  return (
    <div className="public-value-entry">
      <p id={`${id}-where`} className="hint">
        {whereToFind(source)}
      </p>
      <div className="count-fields">
        <div className="count-field">
          <label htmlFor={id}>{lottery ? "Main numbers" : "Public value"}</label>
          <input
            id={id}
            type="text"
            autoComplete="off"
            spellCheck={false}
            value={typed.main}
            disabled={disabled}
            aria-describedby={`${id}-where ${id}-recorded`}
            onChange={(event) => onChange({ ...typed, main: event.target.value })}
          />
        </div>
        {lottery && lottery.bonus > 0 && (
          <div className="count-field">
            <label htmlFor={`${id}-bonus`}>Bonus numbers</label>
            <input
              id={`${id}-bonus`}
              type="text"
              autoComplete="off"
              value={typed.bonus}
              disabled={disabled}
              aria-describedby={`${id}-recorded`}
              onChange={(event) => onChange({ ...typed, bonus: event.target.value })}
            />
          </div>
        )}
      </div>
      <p id={`${id}-recorded`} className={problem ? "list-error" : "hint"}>
        {problem
          ? `${problem}${countProblems}`
          : `Recorded as: ${source.type === "text" ? escapeInvisible(spelled, Infinity) : spelled}`}
      </p>
    </div>
  );
}
