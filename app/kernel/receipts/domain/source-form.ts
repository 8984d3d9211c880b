import { asFreeText, isFreeText } from "~/kernel/receipts/domain/free-text";
import {
  drandDue,
  drandRoundAfter,
  isDrandRound,
  isStatementDate,
  type DrandChainName,
  type PublicValueSource,
  type PublicValueType,
} from "~/kernel/receipts/domain/statement";

/** What the host typed to declare a public value's source, field by field, as the composer's inputs hold it. */
export interface SourceForm {
  type: PublicValueType;
  lottery: string;
  drawDate: string;
  main: string;
  bonus: string;
  chain: DrandChainName;
  /** A local date and time (`2026-11-28T20:00`): the round is the first due after it. */
  dueAfter: string;
  height: string;
  textSource: string;
  textDate: string;
  textSpelling: string;
}

export const emptySourceForm: SourceForm = {
  type: "none",
  lottery: "",
  drawDate: "",
  // No default count: a host who leaves one standing (a bonus ball left out) declares fewer numbers than the draw gives.
  main: "",
  bonus: "",
  chain: "quicknet",
  dueAfter: "",
  height: "",
  textSource: "",
  textDate: "",
  textSpelling: "",
};

// A statement's free texts are plain ASCII, so that a statement compared by eye reads one way only.
const plain = "in plain letters, digits and punctuation (ASCII), up to 200 characters";
const whole = (text: string, least: number, most: number) =>
  /^\d{1,8}$/.test(text.trim()) && Number(text) >= least && Number(text) <= most;

/**
 * The source the form declares, or the first thing to fix. `today` is the local date (`YYYY-MM-DD`) and `now` the
 * time: before the statement is published (`published` false), a public value must still lie ahead, since one that
 * is known already proves nothing; once published, the host is waiting for it.
 */
export function readSourceForm(
  form: SourceForm,
  { today, now, published }: { today: string; now: Date; published: boolean },
): { ok: true; source: PublicValueSource } | { ok: false; problem: string } {
  const fail = (problem: string) => ({ ok: false as const, problem });
  switch (form.type) {
    case "none":
      return { ok: true, source: { type: "none" } };
    case "lottery": {
      if (!isFreeText(asFreeText(form.lottery)))
        return fail(`Name the lottery and, where it holds more than one on a date, the draw, ${plain}.`);
      if (!isStatementDate(form.drawDate)) return fail("Give the date of the lottery’s draw.");
      if (!published && form.drawDate < today)
        return fail("Choose a lottery draw from today on: a result already known proves nothing.");
      if (!whole(form.main, 1, 20))
        return fail("Give how many main numbers the draw gives, all of them: a whole number from 1 to 20.");
      if (!whole(form.bonus, 0, 5))
        return fail(
          "Give how many bonus numbers the draw gives besides, all of them (0 if none): a whole number up to 5.",
        );
      const source = {
        lottery: asFreeText(form.lottery),
        drawDate: form.drawDate,
        main: Number(form.main),
        bonus: Number(form.bonus),
      };
      return { ok: true, source: { type: "lottery", ...source } };
    }
    case "drand": {
      const after = new Date(form.dueAfter);
      if (form.dueAfter === "" || Number.isNaN(after.getTime()))
        return fail("Give a date and time for the drand round.");
      const round = drandRoundAfter(form.chain, after);
      if (!isDrandRound(form.chain, round)) return fail("Choose a time before the year 10000.");
      if (!published && drandDue(form.chain, round) <= now)
        return fail("Choose a time still to come: a round already out proves nothing.");
      return { ok: true, source: { type: "drand", chain: form.chain, round } };
    }
    case "bitcoin":
      if (!whole(form.height, 0, 99_999_999)) return fail("Give the block height, a whole number.");
      return { ok: true, source: { type: "bitcoin", height: Number(form.height) } };
    case "text": {
      if (!isFreeText(asFreeText(form.textSource))) return fail(`Say where the value will come from, ${plain}.`);
      if (!isStatementDate(form.textDate)) return fail("Give the date the value becomes known.");
      if (!published && form.textDate < today)
        return fail("Choose a date from today on: a value already known proves nothing.");
      if (!isFreeText(asFreeText(form.textSpelling))) return fail(`Say how the value will be written, ${plain}.`);
      const source = asFreeText(form.textSource);
      return {
        ok: true,
        source: { type: "text", source, date: form.textDate, spelling: asFreeText(form.textSpelling) },
      };
    }
  }
}
