// The battle's public entry: what other features may use (the fairness check plays tournaments).
export { createTournament, playCurrentMatch } from "~/features/battle/domain/tournament";
