import { useEffect, useState } from "react";
import type { LanguageOffer } from "~/features/site/components/language-offer";

/**
 * Loads the offer to read the page in the visitor's language once the page has loaded: nothing of it is in a page's
 * first scripts, and it never competes with the page's own.
 */
export function LanguageOfferSlot() {
  const [Offer, setOffer] = useState<typeof LanguageOffer | null>(null);
  useEffect(() => {
    const load = () =>
      import("~/features/site/components/language-offer")
        .then(({ LanguageOffer }) => setOffer(() => LanguageOffer))
        // The offer is an extra: where it cannot load, the page is as it was.
        .catch(() => {});
    if (document.readyState === "complete") void load();
    else window.addEventListener("load", load, { once: true });
    return () => window.removeEventListener("load", load);
  }, []);
  return Offer ? <Offer /> : null;
}
