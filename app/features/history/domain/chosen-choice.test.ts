import { describe, expect, it } from "vitest";
import { isChosenChoice } from "~/features/history/domain/chosen-choice";

describe("isChosenChoice", () => {
  it("marks the choice equal to the result", () => {
    expect(isChosenChoice("Pizza", "Pizza")).toBe(true);
    expect(isChosenChoice("Sushi", "Pizza")).toBe(false);
  });

  it("marks a weighted choice whose text is the result", () => {
    expect(isChosenChoice("Pizza (70%)", "Pizza")).toBe(true);
    expect(isChosenChoice("Pizza pie (70%)", "Pizza")).toBe(false);
  });

  it("does not mark other choices that merely start with the result", () => {
    expect(isChosenChoice("Pizza (large)", "Pizza")).toBe(false);
    expect(isChosenChoice("Pizzas", "Pizza")).toBe(false);
    expect(isChosenChoice("Pizza (70%) extra", "Pizza")).toBe(false);
  });

  it("is case-sensitive, like the stored result", () => {
    expect(isChosenChoice("pizza", "Pizza")).toBe(false);
  });
});
