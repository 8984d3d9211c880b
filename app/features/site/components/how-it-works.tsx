import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";

const steps = [
  { title: msg`List your options`, text: msg`Type two or more choices — as many as you like.` },
  { title: msg`Press Make Decision`, text: msg`A moment of suspense while the pick is drawn.` },
  {
    title: msg`Get your answer`,
    text: msg`Every option has exactly the same chance. Your decision is saved to your history.`,
  },
] as const;

export function HowItWorks() {
  const { t, i18n } = useLingui();
  return (
    <section className="section" aria-labelledby="how-it-works">
      <h2 id="how-it-works">{t`How it works`}</h2>
      <ol className="steps">
        {steps.map(({ title, text }) => (
          <li key={title.id}>
            <h3>{i18n._(title)}</h3>
            <p>{i18n._(text)}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
