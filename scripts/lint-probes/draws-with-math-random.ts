// Lints as: app/kernel/random/domain/probe.ts
// Fails: no-restricted-properties
export const probe = () => Math.random();
