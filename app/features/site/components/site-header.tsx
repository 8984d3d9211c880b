import { useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { LanguageMenu } from "~/features/site/components/language-menu";
import { historyLink, navigationGroups } from "~/features/site/components/navigation";
import { type LanguageCode, languageOfPath, localizedPath, pathWithoutLanguage } from "~/i18n/languages";
import type { ToolGroupId } from "~/site-pages";

/**
 * The site's header. The main navigation lists the tools in their groups (./navigation.ts): on a small screen all of
 * them in the menu, on a wide one behind one button per group, each opening its links below it. Every link stays in
 * the page's language; the language menu moves to the same page in another.
 */
export function SiteHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  const [openGroup, setOpenGroup] = useState<ToolGroupId | null>(null);
  const { pathname } = useLocation();
  const { t, i18n } = useLingui();
  const language = languageOfPath(pathname).code;
  const pagePath = pathWithoutLanguage(pathname);
  const [menuPath, setMenuPath] = useState(pathname);
  const navRef = useRef<HTMLElement>(null);

  // Following a link closes the small-screen menu and any open group.
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setMenuOpen(false);
    setOpenGroup(null);
  }

  const open = menuOpen || openGroup !== null;
  useEffect(() => {
    if (!open) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      // Focus goes back to the button that opened what closes, rather than staying on a link that disappears.
      if (openGroup !== null) navRef.current?.querySelector<HTMLElement>(`[aria-controls="nav-${openGroup}"]`)?.focus();
      setMenuOpen(false);
      setOpenGroup(null);
    };
    // A press or focus anywhere but in the open group closes it, as a tab past its last link does.
    const closeGroupOutside = (event: Event) => {
      const openItem = navRef.current?.querySelector(".nav-group[data-open='true']");
      if (!openItem?.contains(event.target as Node)) setOpenGroup(null);
    };
    document.addEventListener("keydown", closeOnEscape);
    document.addEventListener("pointerdown", closeGroupOutside);
    document.addEventListener("focusin", closeGroupOutside);
    return () => {
      document.removeEventListener("keydown", closeOnEscape);
      document.removeEventListener("pointerdown", closeGroupOutside);
      document.removeEventListener("focusin", closeGroupOutside);
    };
  }, [open, openGroup]);

  return (
    <header className="site-header">
      <div className="site-header-inner">
        <Link to={localizedPath("/", language)} className="brand">
          <span className="brand-mark" aria-hidden="true">
            ◆
          </span>
          AI Decision Maker
        </Link>
        <button
          type="button"
          className="menu-toggle"
          aria-expanded={menuOpen}
          aria-controls="site-navigation"
          onClick={() => setMenuOpen((isOpen) => !isOpen)}
        >
          <span aria-hidden="true">{menuOpen ? "✕" : "☰"}</span>
          <span className="visually-hidden">{t`Menu`}</span>
        </button>
        <nav ref={navRef} id="site-navigation" aria-label={t`Main`} className="site-nav" data-open={menuOpen}>
          <ul className="nav-groups">
            {navigationGroups.map((group) => (
              <NavigationGroup
                key={group.id}
                group={group}
                language={language}
                current={group.tools.some(({ to }) => to === pagePath)}
                open={openGroup === group.id}
                onToggle={() => setOpenGroup((shown) => (shown === group.id ? null : group.id))}
              />
            ))}
            <li>
              <NavLink to={localizedPath(historyLink.to, language)} end>
                {i18n._(historyLink.label)}
              </NavLink>
            </li>
          </ul>
          <Link to={localizedPath("/", language)} className="button button-primary start-deciding">
            {t`Start deciding`}
          </Link>
        </nav>
        <LanguageMenu />
      </div>
    </header>
  );
}

interface NavigationGroupProps {
  group: (typeof navigationGroups)[number];
  language: LanguageCode;
  /** The page shown is one of the group's tools. */
  current: boolean;
  open: boolean;
  onToggle: () => void;
}

/** A group's name, as a label in the small-screen menu and as the button that shows its links on a wide screen. */
function NavigationGroup({ group, language, current, open, onToggle }: NavigationGroupProps) {
  const listId = `nav-${group.id}`;
  const { i18n } = useLingui();
  const label = i18n._(group.label);
  return (
    <li className="nav-group" data-open={open}>
      <span className="nav-group-label" aria-hidden="true">
        {label}
      </span>
      <button
        type="button"
        className="nav-group-toggle"
        aria-expanded={open}
        aria-controls={listId}
        data-current={current}
        onClick={onToggle}
      >
        {label}
        <span className="nav-group-arrow" aria-hidden="true">
          ▾
        </span>
      </button>
      <ul id={listId} className="nav-group-links" aria-label={label}>
        {group.tools.map(({ to, label: toolLabel }) => (
          <li key={to}>
            <NavLink to={localizedPath(to, language)} end>
              {i18n._(toolLabel)}
            </NavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}
