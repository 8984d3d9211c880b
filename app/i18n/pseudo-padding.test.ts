import { describe, expect, it } from "vitest";
import { padPseudoMessages, pseudoPadding } from "~/i18n/pseudo-padding";
import { formatMessage } from "~/i18n/runtime";

const plainLetters = /[A-Za-z]/;

describe("padPseudoMessages", () => {
  it("lengthens a message's text by about 40%, in words a line can wrap between and with no plain letter", () => {
    const text = "Ţĥĩś ĩś à śēńţēńćē ōƒ ƒōŕţŷ ćĥàŕàćţēŕś, ōŕ śō."; // 47 characters
    const padded = padPseudoMessages({ id: text }).id as string;
    expect(padded.startsWith(`${text} `)).toBe(true);
    const padding = padded.slice(text.length);
    expect(padding.length).toBeGreaterThanOrEqual(Math.ceil(text.length * 0.4));
    expect(padding.length).toBeLessThan(Math.ceil(text.length * 0.4) + 6);
    expect(padding).not.toMatch(plainLetters);
    expect(Math.max(...padding.split(" ").map((word) => word.length))).toBeLessThanOrEqual(5);
  });

  it("keeps a message's arguments, elements and plural branches working, and counts only its words", () => {
    const messages = padPseudoMessages({
      ballots: [["count", "plural", { one: ["<0>", "#", " ƀàĺĺōţ</0>"], other: ["<0>", "#", " ƀàĺĺōţś</0>"] }]],
      name: ["Ĥēĺĺō, ", ["name"], "!"],
      alone: [["name"]],
    });
    expect(formatMessage(messages.ballots!, { count: 2 }, "en")).toBe(`<0>2 ƀàĺĺōţś</0>${pseudoPadding(4)}`);
    expect(formatMessage(messages.name!, { name: "Ana" }, "en")).toBe(`Ĥēĺĺō, Ana!${pseudoPadding(4)}`);
    // A message that is only the visitor's own text gets nothing to translate, so nothing added.
    expect(formatMessage(messages.alone!, { name: "Ana" }, "en")).toBe("Ana");
  });
});
