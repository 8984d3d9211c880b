import { describe, expect, it } from "vitest";
import { describeBallot } from "~/features/vote/domain/ballot-text";

const options = ["Pizza", "Sushi", "Tacos"];

describe("describeBallot", () => {
  it("says what each kind of ballot chose, in the poll's words", () => {
    expect(describeBallot({ method: "approval", approved: [0, 2] }, options)).toBe("Approves Pizza, Tacos");
    expect(describeBallot({ method: "approval", approved: [] }, options)).toBe("Approves none");
    expect(describeBallot({ method: "ranked", ranking: [2, 0] }, options)).toBe(
      "1. Tacos, 2. Pizza; the other 1 unranked",
    );
    expect(describeBallot({ method: "ranked", ranking: [1, 2, 0] }, options)).toBe("1. Sushi, 2. Tacos, 3. Pizza");
    expect(describeBallot({ method: "score", scores: [5, 0, 3] }, options)).toBe("Pizza 5★, Sushi 0★, Tacos 3★");
  });
});
