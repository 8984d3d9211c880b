// Runs the live fairness check off the main thread, so a million draws never freeze the page.
// Everything it does is in ~/features/fairness-check/domain/fairness-check, which draws through the app's own random module.
import { createFairnessCheckHandler, type FairnessCheckCommand } from "~/features/fairness-check/domain/fairness-check";

const handle = createFairnessCheckHandler((reply) => postMessage(reply));

addEventListener("message", (event: MessageEvent<FairnessCheckCommand>) => void handle(event.data));
