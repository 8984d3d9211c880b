import { Links, Meta, Outlet, Scripts, ScrollRestoration } from "react-router";

// An empty icon, so the browser does not ask for /favicon.ico, which this build does not have.
export function links() {
  return [{ rel: "icon", href: "data:," }];
}

// The site's document (../../../app/root.tsx) without its shell, styles or icons.
export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}
