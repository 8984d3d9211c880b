// Lints as: app/kernel/lists/domain/probe.ts
// Fails: no-restricted-globals
export const probe = () => localStorage.getItem("decision-history");
