// Lints as: app/features/vote/domain/probe.ts
// Fails: no-restricted-globals
export const probe = () => fetch("/api/polls");
