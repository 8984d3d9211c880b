// Opens and counts a large poll off the main thread, so a count of thousands of ballots never freezes the page: opening
// them was the longer part, some 5 s of promises resolving on the page for 10,000 ballots at CPU ×4. Everything it does
// is in ~/features/vote/domain/ballots-to-count; the draw needs nothing from the page (it is seeded by the ballots). The
// count goes back in the shape the page receives in one short task (~/features/vote/domain/count-message).
import { countSealedBallots, type SealedCountRequest } from "~/features/vote/domain/ballots-to-count";
import { packCount } from "~/features/vote/domain/count-message";

addEventListener("message", (event: MessageEvent<SealedCountRequest>) => {
  void countSealedBallots(event.data).then((count) => postMessage(packCount(count)));
});
