import { useLingui } from "@lingui/react/macro";
import { Link, useLocation } from "react-router";
import { languageOfPath, languages, localizedPath, pathWithoutLanguage } from "~/i18n/languages";
import { useLanguageChoice } from "~/i18n/hooks/use-language-choice";
import { useBrowserValue } from "~/kernel/ui/hooks/use-browser-value";

/**
 * The same page in every language, each named in its own. Following a link is a client navigation: the page stays
 * mounted with what was typed in it, the fragment (a vote's or receipt's link) is kept, and the choice is remembered.
 */
export function LanguageMenu() {
  const { t } = useLingui();
  const { remember } = useLanguageChoice();
  const { pathname, hash } = useLocation();
  const current = languageOfPath(pathname);
  const pagePath = pathWithoutLanguage(pathname);
  // The prerendered HTML has no fragment: the links take it once the page runs, so hydration matches that HTML.
  const fragment = useBrowserValue(
    () => hash,
    () => "",
  );
  const languageName = current.name;
  return (
    // Keyed by the address: a choice closes the menu.
    <details key={pathname} className="language-menu">
      <summary>
        <span aria-hidden="true">{current.code.toUpperCase()}</span>
        <span className="visually-hidden">{t`Language: ${languageName}`}</span>
      </summary>
      <ul aria-label={t`Languages`}>
        {languages.map(({ code, lang, name }) => (
          <li key={code}>
            <Link
              to={`${localizedPath(pagePath, code)}${fragment}`}
              lang={lang}
              hrefLang={lang}
              aria-current={code === current.code ? "true" : undefined}
              onClick={() => remember(code)}
            >
              {name}
            </Link>
          </li>
        ))}
      </ul>
    </details>
  );
}
