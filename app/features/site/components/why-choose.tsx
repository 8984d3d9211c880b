import { Lock, Target, Zap, type IconNode } from "lucide";
import { Link } from "react-router";
import { Icon } from "~/kernel/ui/components/icon";

interface Reason {
  icon: IconNode;
  title: string;
  text: string;
  /** Where the claim is explained in full. */
  more?: { to: string; label: string };
}

const reasons: readonly Reason[] = [
  {
    icon: Target,
    title: "Exactly fair",
    text: "Picks come from your browser’s cryptographic random generator, with no bias toward any option.",
    more: { to: "/how-it-works", label: "How is this fair?" },
  },
  {
    icon: Lock,
    title: "Private by design",
    text: "No account and no server: your choices and history never leave this browser.",
  },
  {
    icon: Zap,
    title: "Fast and free",
    text: "Loads in a blink on any phone, works with the keyboard and screen readers, costs nothing.",
  },
];

export function WhyChoose() {
  return (
    <section className="section" aria-labelledby="why-choose">
      <h2 id="why-choose">Why choose AI Decision Maker</h2>
      <ul className="card-grid">
        {reasons.map(({ icon, title, text, more }) => (
          <li key={title} className="card">
            <Icon icon={icon} className="icon card-icon" />
            <h3 className="card-title">{title}</h3>
            <p className="card-text">{text}</p>
            {more && (
              <p className="card-more">
                <Link to={more.to}>{more.label}</Link>
              </p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
