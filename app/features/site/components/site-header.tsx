import { useEffect, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { toolsByGroup, type ToolGroupId } from "~/site-pages";

/**
 * The site's header. The main navigation lists the tools in their groups (app/site-pages.ts): on a small screen all of
 * them in the menu, on a wide one behind one button per group, each opening its links below it.
 */
export function SiteHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  const [openGroup, setOpenGroup] = useState<ToolGroupId | null>(null);
  const { pathname } = useLocation();
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
        <Link to="/" className="brand">
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
          <span className="visually-hidden">Menu</span>
        </button>
        <nav ref={navRef} id="site-navigation" aria-label="Main" className="site-nav" data-open={menuOpen}>
          <ul className="nav-groups">
            {toolsByGroup.map((group) => (
              <NavigationGroup
                key={group.id}
                group={group}
                current={group.tools.some(({ to }) => to === pathname)}
                open={openGroup === group.id}
                onToggle={() => setOpenGroup((shown) => (shown === group.id ? null : group.id))}
              />
            ))}
            <li>
              <NavLink to="/history" end>
                History
              </NavLink>
            </li>
          </ul>
          <Link to="/" className="button button-primary start-deciding">
            Start deciding
          </Link>
        </nav>
      </div>
    </header>
  );
}

interface NavigationGroupProps {
  group: (typeof toolsByGroup)[number];
  /** The page shown is one of the group's tools. */
  current: boolean;
  open: boolean;
  onToggle: () => void;
}

/** A group's name, as a label in the small-screen menu and as the button that shows its links on a wide screen. */
function NavigationGroup({ group, current, open, onToggle }: NavigationGroupProps) {
  const listId = `nav-${group.id}`;
  return (
    <li className="nav-group" data-open={open}>
      <span className="nav-group-label" aria-hidden="true">
        {group.label}
      </span>
      <button
        type="button"
        className="nav-group-toggle"
        aria-expanded={open}
        aria-controls={listId}
        data-current={current}
        onClick={onToggle}
      >
        {group.label}
        <span className="nav-group-arrow" aria-hidden="true">
          ▾
        </span>
      </button>
      <ul id={listId} className="nav-group-links" aria-label={group.label}>
        {group.tools.map(({ to, label }) => (
          <li key={to}>
            <NavLink to={to} end>
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}
