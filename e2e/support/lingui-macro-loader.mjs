// Registered by playwright.config.ts. The journeys build real receipts with the app's domain code, which writes its
// messages with Lingui's macros; only a build (Vite, Vitest) transforms those, so in the test runner the macros'
// module is this folder's stand-in, which makes descriptors of the same shape.

/** @type {import("node:module").ResolveHook} */
export async function resolve(specifier, context, nextResolve) {
  if (specifier === "@lingui/core/macro") {
    return { url: new URL("./lingui-macro-runtime.mjs", import.meta.url).href, shortCircuit: true };
  }
  return nextResolve(specifier, context);
}
