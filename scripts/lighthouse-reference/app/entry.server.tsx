// The site's own server rendering, so the reference page's HTML is produced exactly like the site's pages.
export { default, streamTimeout } from "~/entry.server";
