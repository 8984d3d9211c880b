import { useEffect } from "react";
import { warmPageFormats } from "~/kernel/format/domain/intl-formats";
import { usePageLocale } from "~/kernel/format/hooks/use-page-locale";

/**
 * Makes the page's number formatters in the first idle moment after it starts, so that the frame showing a result
 * does not also pay for making them (the first Intl formatter costs some 12 ms, 160 ms at CPU ×4).
 */
export function useWarmPageFormats(): void {
  const locale = usePageLocale();
  useEffect(() => {
    // Safari has no requestIdleCallback: a timeout still leaves the page's first frames alone.
    if (typeof requestIdleCallback !== "function") {
      const timer = setTimeout(() => warmPageFormats(locale));
      return () => clearTimeout(timer);
    }
    const idle = requestIdleCallback(() => warmPageFormats(locale));
    return () => cancelIdleCallback(idle);
  }, [locale]);
}
