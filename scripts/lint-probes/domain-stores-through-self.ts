// Lints as: app/features/draw/domain/probe.ts
// Fails: no-restricted-globals
export const probe = () => self.sessionStorage.getItem("draw");
