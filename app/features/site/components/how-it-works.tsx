const steps = [
  { title: "List your options", text: "Type two or more choices — as many as you like." },
  { title: "Press Make Decision", text: "A moment of suspense while the pick is drawn." },
  {
    title: "Get your answer",
    text: "Every option has exactly the same chance. Your decision is saved to your history.",
  },
] as const;

export function HowItWorks() {
  return (
    <section className="section" aria-labelledby="how-it-works">
      <h2 id="how-it-works">How it works</h2>
      <ol className="steps">
        {steps.map(({ title, text }) => (
          <li key={title}>
            <h3>{title}</h3>
            <p>{text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
