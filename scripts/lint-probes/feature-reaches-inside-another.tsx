// Lints as: app/features/teams/components/probe.tsx
// Fails: import-x/no-restricted-paths
import { GiveawayDraw } from "~/features/draw/components/giveaway-draw";

export const probe = GiveawayDraw;
