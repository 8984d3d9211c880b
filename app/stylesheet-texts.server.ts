// Every stylesheet of the app (app.css, and one per feature or kernel part) by the URL a route imports it as (`?url`), for the server to write into the pages
// that use it. Only the server build has the text; the browser fetches a file when it needs one.
const urls = import.meta.glob<string>(["./app.css", "./kernel/*/*.css", "./features/*/*.css"], {
  query: "?url",
  import: "default",
  eager: true,
});
const texts = import.meta.glob<string>(["./app.css", "./kernel/*/*.css", "./features/*/*.css"], {
  query: "?inline",
  import: "default",
  eager: true,
});

export const stylesheetTexts: ReadonlyMap<string, string> = new Map(
  Object.entries(urls).map(([path, url]) => [url, texts[path] ?? ""]),
);
