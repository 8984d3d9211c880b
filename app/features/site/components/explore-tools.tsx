import { Link } from "react-router";

const tools = [
  {
    to: "/weighted",
    icon: "⚖️",
    title: "Weighted Decision",
    text: "Some options matter more? Give each a weight from 1 to 100.",
  },
  {
    to: "/ai-reasoning",
    icon: "🧠",
    title: "AI Reasoning",
    text: "Get a pick with a short explanation, written on your device.",
  },
  {
    to: "/battle-royale",
    icon: "⚔️",
    title: "Battle Royale",
    text: "Many options? Let them battle it out in a fair tournament.",
  },
  { to: "/templates", icon: "📋", title: "Templates", text: "Start from ready-made lists for everyday dilemmas." },
] as const;

export function ExploreTools() {
  return (
    <section className="section" aria-labelledby="explore-tools">
      <h2 id="explore-tools">Explore the tools</h2>
      <ul className="card-grid">
        {tools.map(({ to, icon, title, text }) => (
          <li key={to}>
            <Link to={to} className="card card-link">
              <span className="card-icon" aria-hidden="true">
                {icon}
              </span>
              <span className="card-title">{title}</span>
              <span className="card-text">{text}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
