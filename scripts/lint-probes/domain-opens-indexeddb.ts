// Lints as: app/kernel/records/domain/probe.ts
// Fails: no-restricted-globals
export const probe = () => indexedDB.open("decisions");
