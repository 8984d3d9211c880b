import { transformAsync } from "@babel/core";
import type { Plugin } from "vite";

// Lingui's macros (msg`…`, <Trans>…</Trans>) become message ids before React Router's plugin reads the module; in a
// production build the English text leaves the scripts (docs/decisions/023-messages-library.md). React Router's
// plugin runs no Babel plugins, and Vite's Babel plugin needs a newer Node than the site promises.
export function linguiMacros(): Plugin {
  return {
    name: "lingui-macros",
    enforce: "pre",
    async transform(code, id) {
      const [file = id] = id.split("?");
      if (id.includes("node_modules") || !/\.tsx?$/.test(file) || !code.includes("@lingui/")) return;
      const result = await transformAsync(code, {
        filename: file,
        babelrc: false,
        configFile: false,
        parserOpts: { plugins: ["typescript", "jsx"] },
        plugins: ["@lingui/babel-plugin-lingui-macro"],
        sourceMaps: true,
      });
      return result?.code ? { code: result.code, map: result.map } : undefined;
    },
  };
}
