const reasons = [
  {
    icon: "🎯",
    title: "Exactly fair",
    text: "Picks come from your browser’s cryptographic random generator, with no bias toward any option.",
  },
  {
    icon: "🔒",
    title: "Private by design",
    text: "No account and no server: your choices and history never leave this browser.",
  },
  {
    icon: "⚡",
    title: "Fast and free",
    text: "Loads in a blink on any phone, works with the keyboard and screen readers, costs nothing.",
  },
] as const;

export function WhyChoose() {
  return (
    <section className="section" aria-labelledby="why-choose">
      <h2 id="why-choose">Why choose AI Decision Maker</h2>
      <ul className="card-grid">
        {reasons.map(({ icon, title, text }) => (
          <li key={title} className="card">
            <span className="card-icon" aria-hidden="true">
              {icon}
            </span>
            <h3 className="card-title">{title}</h3>
            <p className="card-text">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
