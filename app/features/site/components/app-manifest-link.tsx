import { useLocation } from "react-router";
import { languageOfPath, localizedPath } from "~/i18n/languages";
import { useBrowserValue } from "~/kernel/ui/hooks/use-browser-value";

const onceRunning = () => true;
const onServer = () => false;

/**
 * Links the page's language's web app manifest once the page runs. Only installing the site needs it, and a browser
 * fetches it as soon as the link is there: in the prerendered HTML it would be a request before the first paint.
 */
export function AppManifestLink() {
  const running = useBrowserValue(onceRunning, onServer);
  const { code } = languageOfPath(useLocation().pathname);
  const home = localizedPath("/", code);
  return running ? <link rel="manifest" href={`${home === "/" ? "" : home}/manifest.webmanifest`} /> : null;
}
