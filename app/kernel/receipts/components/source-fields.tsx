import { useId, type ReactNode } from "react";
import type { SourceForm } from "~/kernel/receipts/domain/source-form";
import {
  drandChains,
  drandDue,
  drandRoundAfter,
  writeUtc,
  type DrandChainName,
  type PublicValueType,
} from "~/kernel/receipts/domain/statement";

const choices: [PublicValueType, string][] = [
  ["lottery", "Lottery numbers"],
  ["drand", "A drand round (a public randomness beacon)"],
  ["bitcoin", "A Bitcoin block hash"],
  ["text", "Something else, written as text"],
  ["none", "None"],
];

interface SourceFieldsProps {
  form: SourceForm;
  disabled: boolean;
  onChange: (form: SourceForm) => void;
}

/** Where the public value will come from: a choice of well-known sources, each with the fields its statement names. */
export function SourceFields({ form, disabled, onChange }: SourceFieldsProps) {
  const set = (field: keyof SourceForm) => (value: string) => onChange({ ...form, [field]: value });
  return (
    <fieldset className="team-sizing" disabled={disabled}>
      <legend>Public value: a value nobody can know yet, mixed into the draw</legend>
      {choices.map(([type, label]) => (
        <label key={type} className="checkbox-row">
          <input
            type="radio"
            name="public-value-source"
            checked={form.type === type}
            onChange={() => onChange({ ...form, type })}
          />
          {label}
        </label>
      ))}
      {form.type === "lottery" && (
        <>
          <Field
            label="Lottery and draw"
            value={form.lottery}
            onChange={set("lottery")}
            hint="Where a lottery holds more than one draw on a date, name which: “EuroMillions (draw 1893)”, “Pick 3 (midday)”."
          />
          <Field label="Draw date" type="date" value={form.drawDate} onChange={set("drawDate")} />
          {/* The lottery's fields written alike, each its own value and hint. */}
          <Field
            label="Main numbers the draw gives (all of them)"
            inputMode="numeric"
            value={form.main}
            onChange={set("main")}
            hint="Count every number the draw gives, or you could choose which to use once they are out, and the receipt would prove nothing: UK Lotto gives 6 and 1 bonus ball, EuroMillions 5 and 2 Lucky Stars, Powerball 5 and 1 Powerball."
          />
          <Field
            label="Bonus numbers the draw gives (all of them, 0 if none)"
            inputMode="numeric"
            value={form.bonus}
            onChange={set("bonus")}
          />
        </>
      )}
      {form.type === "drand" && <DrandFields form={form} onChange={onChange} />}
      {form.type === "bitcoin" && (
        <Field
          label="Block height"
          inputMode="numeric"
          value={form.height}
          onChange={set("height")}
          hint="A block still to be mined. Take its hash once six blocks are on top of it (about an hour later): until then a reorganisation can replace it."
        />
      )}
      {form.type === "text" && (
        <>
          <Field label="Where the value will come from" value={form.textSource} onChange={set("textSource")} />
          <Field label="Date it becomes known" type="date" value={form.textDate} onChange={set("textDate")} />
          <Field label="How it will be written" value={form.textSpelling} onChange={set("textSpelling")} />
        </>
      )}
    </fieldset>
  );
}

function DrandFields({ form, onChange }: { form: SourceForm; onChange: (form: SourceForm) => void }) {
  const after = new Date(form.dueAfter);
  const round = Number.isNaN(after.getTime()) ? null : drandRoundAfter(form.chain, after);
  return (
    <>
      <div className="count-field">
        <label>
          drand chain
          <select
            value={form.chain}
            onChange={(event) => onChange({ ...form, chain: event.target.value as DrandChainName })}
          >
            {Object.keys(drandChains).map((name) => (
              <option key={name} value={name}>
                {name === "quicknet" ? "quicknet (a round every 3 seconds)" : "default (a round every 30 seconds)"}
              </option>
            ))}
          </select>
        </label>
      </div>
      <Field
        label="The first round due after"
        type="datetime-local"
        value={form.dueAfter}
        onChange={(dueAfter) => onChange({ ...form, dueAfter })}
        hint={round === null ? "Your local time." : `Round ${round}, due ${writeUtc(drandDue(form.chain, round))}.`}
      />
    </>
  );
}

interface FieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: "text" | "date" | "datetime-local";
  inputMode?: "numeric";
  hint?: ReactNode;
}

function Field({ label, value, onChange, type = "text", inputMode, hint }: FieldProps) {
  const id = useId();
  return (
    <div className="count-field">
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={`${id}-hint`} className="hint">
          {hint}
        </p>
      )}
      <input
        id={id}
        type={type}
        inputMode={inputMode}
        autoComplete="off"
        value={value}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
