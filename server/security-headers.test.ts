import { describe, expect, it } from "vitest";
import {
  buildContentSecurityPolicy,
  buildDocumentHeaders,
  findInlineScripts,
  findInlineStyles,
  hashInline,
} from "./security-headers.mjs";

describe("the content security policy", () => {
  it("allows only the site's own origin by default", () => {
    const csp = buildContentSecurityPolicy();
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("style-src 'self';");
    expect(csp).toContain("connect-src 'self';");
    expect(csp).not.toMatch(/https:|unsafe-inline|unsafe-eval/);
  });

  it("admits the analytics origins only for a build configured with analytics", () => {
    expect(buildContentSecurityPolicy({ analytics: true })).toContain(
      "script-src 'self' https://www.googletagmanager.com",
    );
  });

  it("allows exactly the document's executable inline scripts by hash", () => {
    const html =
      '<script type="application/ld+json">{"a":1}</script><script>boot()</script>' +
      '<script type="module">import "/assets/x.js";</script><script src="/assets/y.js"></script>';
    expect(findInlineScripts(html)).toEqual(["boot()", 'import "/assets/x.js";']);
    const csp = buildDocumentHeaders(html)["Content-Security-Policy"];
    expect(csp).toContain(hashInline("boot()"));
    expect(csp).toContain(hashInline('import "/assets/x.js";'));
    expect(csp).not.toContain(hashInline('{"a":1}'));
  });

  it("allows exactly the document's inline stylesheets by hash", () => {
    const html = '<style id="site">body{margin:0}</style><p style="color:red">x</p><style>p{color:red}</style>';
    expect(findInlineStyles(html)).toEqual(["body{margin:0}", "p{color:red}"]);
    const csp = buildDocumentHeaders(html)["Content-Security-Policy"];
    expect(csp).toContain(`style-src 'self' ${hashInline("body{margin:0}")} ${hashInline("p{color:red}")};`);
    expect(csp).not.toContain("unsafe-inline");
  });

  it("hashes as browsers do (SHA-256, base64)", () => {
    expect(hashInline("alert(1)")).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
  });
});
