import { useBrowserValue } from "~/kernel/ui/hooks/use-browser-value";

const onceRunning = () => true;
const onServer = () => false;

/**
 * Links the web app manifest once the page runs. Only installing the site needs it, and a browser fetches it as
 * soon as the link is there: in the prerendered HTML it would be a request before the first paint.
 */
export function AppManifestLink() {
  const running = useBrowserValue(onceRunning, onServer);
  return running ? <link rel="manifest" href="/manifest.webmanifest" /> : null;
}
