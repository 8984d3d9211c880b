// Holds /draw's long lists off the main thread: reading, hashing and drawing from 100,000 entrants never holds up the
// page. Everything it does is in ~/features/draw/domain/entrant-pool; questions are answered in the order they come, so a draw is
// always from the list read last.
import { answerPoolQuestion, createEntrantPool, type PoolQuestion } from "~/features/draw/domain/entrant-pool";

const pool = createEntrantPool();

addEventListener("message", (event: MessageEvent<PoolQuestion>) => {
  void answerPoolQuestion(pool, event.data).then(postMessage);
});
