import { useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { Link, useLocation } from "react-router";
import { useLanguageChoice } from "~/i18n/hooks/use-language-choice";
import { useLanguageOffer } from "~/i18n/hooks/use-language-offer";
import {
  type Language,
  type LanguageCode,
  languageOfPath,
  languageWithCode,
  localizedPath,
  pathWithoutLanguage,
} from "~/i18n/languages";
import { createI18n, I18nProvider, type I18n, type Messages } from "~/i18n/runtime";

// Only the offered language's few words travel, when an offer is made: a page carries its own language's messages.
const catalogs = import.meta.glob<Messages>("../../../i18n/locales/*/language-offer.json", { import: "messages" });

interface Offer {
  /** The language of the page it was made on: a page in another language makes its own. */
  page: LanguageCode;
  language: Language;
  i18n: I18n;
}

/**
 * Where the visitor's language (chosen in the menu before, or else the browser's) is not the page's, a small card
 * written in that language proposes the same page in it. It never moves the visitor by itself: search engines and
 * shared links get the page they asked for. "No, thanks" is remembered on this device.
 */
export function LanguageOffer() {
  const { pathname, hash } = useLocation();
  const { remember } = useLanguageChoice();
  const { offeredOn, decline } = useLanguageOffer();
  const page = languageOfPath(pathname).code;
  const [offer, setOffer] = useState<Offer | null>(null);

  useEffect(() => {
    const language = languageWithCode(offeredOn(page) ?? undefined);
    const load = language && catalogs[`../../../i18n/locales/${language.lang}/language-offer.json`];
    if (!language || !load) return;
    let current = true;
    load()
      .then((messages) => {
        if (current) setOffer({ page, language, i18n: createI18n(language.lang, messages) });
      })
      .catch(() => {});
    return () => {
      current = false;
      // Made for this page's language: the next page decides again (the visitor may have chosen meanwhile).
      setOffer(null);
    };
  }, [page, offeredOn]);

  if (!offer || offer.page !== page) return null;
  const { code, lang, dir } = offer.language;
  return (
    <I18nProvider i18n={offer.i18n}>
      <OfferCard
        lang={lang}
        dir={dir}
        to={`${localizedPath(pathWithoutLanguage(pathname), code)}${hash}`}
        onAccept={() => remember(code)}
        onDecline={() => {
          decline(code);
          setOffer(null);
        }}
      />
    </I18nProvider>
  );
}

function OfferCard({
  lang,
  dir,
  to,
  onAccept,
  onDecline,
}: {
  lang: string;
  dir: string;
  to: string;
  onAccept: () => void;
  onDecline: () => void;
}) {
  const { t } = useLingui();
  return (
    <aside className="language-offer" lang={lang} dir={dir} aria-label={t`Language`}>
      <p>
        {t({
          message: "This page is also in English.",
          comment: "Written in the language it names, each catalog its own",
        })}
      </p>
      <div className="language-offer-actions">
        <Link to={to} hrefLang={lang} className="button button-primary" onClick={onAccept}>
          {t({ message: "Read it in English", comment: "The same page in this catalog's own language" })}
        </Link>
        <button type="button" className="button button-quiet" onClick={onDecline}>
          {t`No, thanks`}
        </button>
      </div>
    </aside>
  );
}
