import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import { useLingui } from "@lingui/react/macro";
import { Lock, Target, Zap, type IconNode } from "lucide";
import { Link, useLocation } from "react-router";
import { languageOfPath, localizedPath } from "~/i18n/languages";
import { Icon } from "~/kernel/ui/components/icon";

interface Reason {
  icon: IconNode;
  title: MessageDescriptor;
  text: MessageDescriptor;
  /** Where the claim is explained in full. */
  more?: { to: string; label: MessageDescriptor };
}

const reasons: readonly Reason[] = [
  {
    icon: Target,
    title: msg`Exactly fair`,
    text: msg`Picks come from your browser’s cryptographic random generator, with no bias toward any option.`,
    more: { to: "/how-it-works", label: msg`How is this fair?` },
  },
  {
    icon: Lock,
    title: msg`Private by design`,
    text: msg`No account and no server: your choices and history never leave this browser.`,
  },
  {
    icon: Zap,
    title: msg`Fast and free`,
    text: msg`Loads in a blink on any phone, works with the keyboard and screen readers, costs nothing.`,
  },
];

export function WhyChoose() {
  const { t, i18n } = useLingui();
  const language = languageOfPath(useLocation().pathname).code;
  return (
    <section className="section" aria-labelledby="why-choose">
      <h2 id="why-choose">{t`Why choose AI Decision Maker`}</h2>
      <ul className="card-grid">
        {reasons.map(({ icon, title, text, more }) => (
          <li key={title.id} className="card">
            <Icon icon={icon} className="icon card-icon" />
            <h3 className="card-title">{i18n._(title)}</h3>
            <p className="card-text">{i18n._(text)}</p>
            {more && (
              <p className="card-more">
                <Link to={localizedPath(more.to, language)}>{i18n._(more.label)}</Link>
              </p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
