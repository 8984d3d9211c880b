export function meta() {
  return [
    { title: "Lighthouse reference page" },
    { name: "description", content: "A page of the site's stack without the site, measured beside its pages." },
  ];
}

export default function ReferencePage() {
  return (
    <main>
      <h1>Lighthouse reference page</h1>
      <p>
        React and React Router render this page on the server and hydrate it in the browser, as they do every page of
        the site, but it has no site shell, no styles and no state. Lighthouse measures it in the same session as the
        site's pages, so its figures show what the machine and the stack cost before any page adds its own work.
      </p>
    </main>
  );
}
