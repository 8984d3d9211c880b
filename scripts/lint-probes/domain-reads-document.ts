// Lints as: app/features/matrix/domain/probe.ts
// Fails: no-restricted-globals
export const probe = () => document.title;
