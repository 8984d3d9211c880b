// Counts a large poll off the main thread, so a recount of thousands of ballots never freezes the page. Everything it
// does is in ~/features/vote/domain/count-request; the draw needs nothing from the page (it is seeded by the ballots).
import { answerCountRequest, type CountRequest } from "~/features/vote/domain/count-request";

addEventListener("message", (event: MessageEvent<CountRequest>) => postMessage(answerCountRequest(event.data)));
