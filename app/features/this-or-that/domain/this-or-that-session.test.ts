import { describe, expect, it } from "vitest";
import { chooseCheckPairs } from "~/features/this-or-that/domain/double-check";
import { mergeInsertionStep } from "~/kernel/pairs/domain/merge-insertion";
import {
  startingSession,
  stepOf,
  transition,
  type Session,
  type SessionEvent,
  type Transition,
} from "~/features/this-or-that/domain/this-or-that-session";
import { inEnglish, plain } from "~/test/this-or-that-answers";

// The visitor's order: earlier is preferred.
const cities = ["Lisbon", "Porto", "Madrid"];

/** What the live region says, as an English page words it, names without their isolating marks. */
const said = ({ announcement }: Session) => plain(announcement.map(inEnglish).join(" "));
const drawnWords = ({ drawn }: Session) => drawn && plain(inEnglish(drawn));

/** Each event in turn, from `session`; the last transition. */
function run(session: Session, ...events: SessionEvent[]) {
  let last: Transition = { session };
  for (const event of events) last = transition(last.session, event);
  return last;
}

const started = () => run(startingSession, { type: "start", options: cities }).session;

/** The side of the current pair the visitor prefers, by their order. */
function preferredSide(session: Session): 0 | 1 {
  const step = stepOf(session.progress!);
  if (step.status !== "asking") throw new Error("No question");
  return step.pair[0] < step.pair[1] ? 0 : 1;
}

/** Answers every question by the visitor's order. */
function finish(session: Session) {
  let last: Transition = { session };
  while (stepOf(last.session.progress!).status === "asking") {
    last = transition(last.session, { type: "choose", side: preferredSide(last.session) });
  }
  return last;
}

describe("This or That's session", () => {
  it("starts a ranking from a list that can be ranked, asking the first question", () => {
    const { session, focus } = transition(startingSession, { type: "start", options: cities });
    expect(session.progress).toEqual({ options: cities, answers: [], checks: null, recorded: false });
    expect(said(session)).toBe("Ranking 3 options. Which do you prefer?");
    expect(focus).toBe("first-answer");
    expect(transition(startingSession, { type: "start", options: ["Lisbon"] })).toEqual({ session: startingSession });
    expect(transition(startingSession, { type: "start", options: ["Lisbon", "lisbon"] }).session).toBe(startingSession);
  });

  it("keeps each answer and says it, with the next question", () => {
    const { session, focus, record } = transition(started(), { type: "choose", side: 0 });
    expect(session.progress?.answers).toEqual([{ preferred: 0, other: 1, byChance: false }]);
    const next = mergeInsertionStep(3, session.progress!.answers);
    if (next.status !== "asking") throw new Error("Expected a question");
    expect(said(session)).toBe(
      `You preferred Lisbon to Porto. Question 2 of at most ${next.atMost}: ${cities[next.pair[0]]} or ${cities[next.pair[1]]}?`,
    );
    expect(session.drawn).toBeNull();
    expect(focus).toBeUndefined();
    expect(record).toBeUndefined();
  });

  it("settles “I can’t choose” with the side drawn, and shows what the draw decided until the next event", () => {
    const { session } = transition(started(), { type: "cannot-choose", drawnSide: 1 });
    expect(session.progress?.answers).toEqual([{ preferred: 1, other: 0, byChance: true }]);
    expect(drawnWords(session)).toBe("A fair draw put Porto above Lisbon.");
    expect(said(session)).toMatch(/^A fair draw put Porto above Lisbon\. Question 2 of at most \d+: /);
    expect(transition(session, { type: "choose", side: 0 }).session.drawn).toBeNull();
    expect(transition(session, { type: "undo" }).session.drawn).toBeNull();
  });

  it("saves the finished ranking once, on the answer that finishes it, with the places a draw settled", () => {
    const { session, record } = run(started(), { type: "cannot-choose", drawnSide: 0 });
    const done = finish(session);
    expect(done.session.progress?.recorded).toBe(true);
    expect(said(done.session)).toMatch(/ Ranking ready\. First: Lisbon\.$/);
    expect(record).toBeUndefined();
    expect(done.record).toEqual({
      choices: cities,
      result: "Lisbon",
      category: "This or That",
      outcome: { kind: "ranking", ranking: cities, drawnPlaces: [1] },
    });
    // Finished, there is no question left to answer.
    expect(transition(done.session, { type: "choose", side: 0 }).session).toBe(done.session);
  });

  it("undoes any number of answers, moving the focus only when Undo becomes disabled", () => {
    const two = run(started(), { type: "choose", side: 0 }, { type: "choose", side: 0 }).session;
    const once = transition(two, { type: "undo" });
    expect(once.session.progress?.answers).toHaveLength(1);
    expect(once.focus).toBeUndefined();
    expect(said(once.session)).toMatch(/^Answer undone\. Question 2 of at most \d+: \w+ or \w+\?$/);
    const twice = transition(once.session, { type: "undo" });
    expect(twice.session.progress?.answers).toEqual([]);
    expect(twice.focus).toBe("first-answer");
    expect(said(twice.session)).toBe("Answer undone. Question 1 of at most 3: Lisbon or Porto?");
    expect(transition(twice.session, { type: "undo" }).session).toBe(twice.session);
  });

  it("asks the double-check's pairs, says each answer, and hands the focus to the report at the end", () => {
    const done = finish(run(startingSession, { type: "start", options: [...cities, "Faro"] }).session).session;
    const step = stepOf(done.progress!);
    if (step.status !== "done") throw new Error("Expected a ranking");
    const total = chooseCheckPairs(step.ranking, done.progress!.answers).length;
    expect(total).toBeGreaterThan(0);
    const checking = transition(done, { type: "start-checks" });
    expect(checking.session.progress?.checks).toEqual([]);
    expect(checking.focus).toBe("first-answer");
    expect(said(checking.session)).toMatch(new RegExp(`^Double-check\\. Check 1 of ${total}: \\w+ or \\w+\\?$`));

    let last = checking;
    for (let i = 0; i < total; i++) last = transition(last.session, { type: "check", side: null });
    expect(last.session.progress?.checks).toEqual(new Array(total).fill(null));
    expect(last.focus).toBe("check-report");
    expect(said(last.session)).toMatch(
      new RegExp(
        `^You could not choose between \\w+ and \\w+\\. Double-check done\\. .*You could not choose in ${total} checks?\\.$`,
      ),
    );
    // Past the last check there is nothing to answer; Undo takes the last one back.
    expect(transition(last.session, { type: "check", side: 0 }).session).toBe(last.session);
    const undone = transition(last.session, { type: "undo-check" });
    expect(undone.session.progress?.checks).toHaveLength(total - 1);
    expect(said(undone.session)).toMatch(new RegExp(`^Answer undone\\. Check ${total} of ${total}: `));
  });

  it("starts over with the options back in the list, which takes the focus", () => {
    const { session, list, focus } = transition(run(started(), { type: "choose", side: 1 }).session, {
      type: "start-over",
    });
    expect({ ...session, announcement: [] }).toEqual(startingSession);
    expect(said(session)).toBe("Started over: your options are back in the list.");
    expect(list).toEqual(cities);
    expect(focus).toBe("list");
  });

  it("opens a list handed in over a ranking, which stays until another starts", () => {
    const under = run(started(), { type: "choose", side: 0 }).session;
    const open = transition(under, { type: "open-list" }).session;
    expect(open).toMatchObject({ editing: true, progress: under.progress });
    const back = transition(open, { type: "back-to-ranking" });
    expect(back.session).toMatchObject({ editing: false, progress: under.progress });
    expect(back.focus).toBe("first-answer");
  });

  it("changes nothing for an event that needs a ranking when there is none", () => {
    for (const event of [
      { type: "choose", side: 0 },
      { type: "cannot-choose", drawnSide: 1 },
      { type: "undo" },
      { type: "start-checks" },
      { type: "check", side: null },
      { type: "undo-check" },
    ] satisfies SessionEvent[]) {
      expect(transition(startingSession, event).session).toBe(startingSession);
    }
  });
});
