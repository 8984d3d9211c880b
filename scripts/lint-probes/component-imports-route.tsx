// Lints as: app/features/draw/components/probe.tsx
// Fails: import-x/no-restricted-paths
import DrawPage from "~/features/draw/routes/draw";

export const probe = DrawPage;
