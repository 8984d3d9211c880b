// Lints as: app/kernel/lists/domain/probe.ts
// Fails: no-restricted-properties
export const probe = () => globalThis.localStorage.getItem("list");
