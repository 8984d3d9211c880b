import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useCallback, useId, useMemo, useRef, useState } from "react";
import { wordPollProblem } from "~/features/vote/components/poll-problem-words";
import { describeApiFailure } from "~/features/vote/domain/api-error-words";
import { findPollProblem, type VoteMethod } from "~/features/vote/domain/poll";
import { useOrganisedPolls } from "~/features/vote/hooks/use-organised-polls";
import { goToVoteLink } from "~/features/vote/hooks/use-vote-link";
import { ChoiceListEditor } from "~/kernel/lists/components/choice-list-editor";
import { ListLinkNotice } from "~/kernel/lists/components/list-link-notice";
import { collectChoices, createChoiceRows } from "~/kernel/lists/domain/choice-list";
import type { SharedList } from "~/kernel/lists/domain/list-link";
import { useKeepEarlyInput } from "~/kernel/lists/hooks/use-keep-early-input";
import { useListLink } from "~/kernel/lists/hooks/use-list-link";
import { usePendingTemplate } from "~/kernel/lists/hooks/use-pending-template";
import { CheckRow } from "~/kernel/ui/components/check-row";
import { DecisionButton } from "~/kernel/ui/components/decision-button";

const methods: { value: VoteMethod; label: MessageDescriptor; hint: MessageDescriptor }[] = [
  {
    value: "approval",
    label: msg({ message: "Approval", comment: "A way of voting: tick every option you would be happy with" }),
    hint: msg`Tick every option you would be happy with. The quickest for a group.`,
  },
  {
    value: "ranked",
    label: msg({ message: "Ranked", comment: "A way of voting: put the options in order" }),
    hint: msg`Put the options in order, by dragging, with the keyboard or two at a time. Counted by Ranked Pairs, which compares the options two by two: the one that beats the others head to head wins.`,
  },
  {
    value: "score",
    label: msg({ message: "Score", comment: "A way of voting: give each option 0 to 5 stars" }),
    hint: msg`Give each option 0 to 5 stars; the two with most stars go to a runoff (STAR).`,
  },
];

const pastClosing = msg`Choose a closing time in the future, or none.`;

// Poll actions carry the cryptography: they load when the poll is made, not with the page.
const loadPollActions = () => import("~/features/vote/domain/poll-actions");

/** A new poll: the question, 2–100 options (typed, pasted, from a template or a shared list), how to vote. */
export function CreatePollForm() {
  const { t, i18n } = useLingui();
  const questionId = useId();
  const closesId = useId();
  const [question, setQuestion] = useState("");
  const [rows, setRows] = useState(() => createChoiceRows([]));
  const [method, setMethod] = useState<VoteMethod>("approval");
  // Hidden results are the default for ranked and score votes, until the organiser says otherwise.
  const [hiddenChoice, setHiddenChoice] = useState<boolean | null>(null);
  const [closesAt, setClosesAt] = useState("");
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<MessageDescriptor | null>(null);
  const { save } = useOrganisedPolls();
  const questionRef = useRef<HTMLInputElement>(null);
  useKeepEarlyInput(questionRef, (field) => setQuestion(field.value));

  const prefill = useCallback((choices: string[]) => setRows(createChoiceRows(choices)), []);
  usePendingTemplate(prefill);
  const linkOpening = useListLink(useCallback((list: SharedList) => prefill(list.choices), [prefill]));

  const options = useMemo(() => collectChoices(rows), [rows]);
  const hiddenResults = hiddenChoice ?? method !== "approval";
  const closing = closesAt === "" ? null : new Date(closesAt).getTime();
  const problem = findPollProblem({ question, options });

  const start = async () => {
    if (problem !== null || busy) return;
    if (closing !== null && !(closing > Date.now())) return setFailure(pastClosing);
    setBusy(true);
    setFailure(null);
    const { createPoll } = await loadPollActions();
    const input = { question: question.trim(), options, method, hiddenResults, closesAt: closing };
    const answer = await createPoll((path, init) => fetch(path, init), input);
    setBusy(false);
    if (!answer.ok) return setFailure(describeApiFailure(answer.failure, navigator.onLine));
    const { pollId, organiserLink } = answer.body;
    save({ pollId, question: input.question, link: organiserLink, createdAt: new Date().toISOString() });
    goToVoteLink(organiserLink);
  };

  return (
    <section className="decider" aria-labelledby="new-poll-heading">
      <h2 id="new-poll-heading">
        <Trans>New vote</Trans>
      </h2>
      <ListLinkNotice opening={linkOpening} noun="option" />
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void start();
        }}
      >
        <div className="vote-field">
          <label htmlFor={questionId}>
            <Trans>Question</Trans>
          </label>
          <input
            ref={questionRef}
            id={questionId}
            type="text"
            value={question}
            maxLength={500}
            placeholder={t`Where shall we eat on Friday?`}
            onChange={(event) => setQuestion(event.target.value)}
          />
        </div>
        <ChoiceListEditor rows={rows} onChange={setRows} noun="Option" addLabel={t`Add Option`} disabled={busy} />
        <fieldset className="vote-methods">
          <legend>
            <Trans>Way of voting</Trans>
          </legend>
          {methods.map(({ value, label, hint }) => (
            <CheckRow
              key={value}
              type="radio"
              name="vote-method"
              className="vote-method"
              checked={method === value}
              onCheck={() => setMethod(value)}
            >
              <span>
                <strong>{i18n._(label)}</strong> <span className="hint">{i18n._(hint)}</span>
              </span>
            </CheckRow>
          ))}
        </fieldset>
        <CheckRow checked={hiddenResults} onCheck={setHiddenChoice}>
          <Trans>Hide the results until I reveal them (ballots are sealed to you until then)</Trans>
        </CheckRow>
        <div className="vote-field">
          <label htmlFor={closesId}>
            <Trans>Closes at (optional)</Trans>
          </label>
          <input
            id={closesId}
            type="datetime-local"
            value={closesAt}
            onChange={(event) => setClosesAt(event.target.value)}
          />
        </div>
        {problem !== null &&
          // What is still missing is said quietly beside the greyed button; a problem in what was written, as an alert.
          (options.length >= 2 && question.trim() !== "" ? (
            <p key="alert" className="list-error" role="alert">
              {wordPollProblem(i18n, problem)}
            </p>
          ) : (
            <p key="missing" className="hint">
              {wordPollProblem(i18n, problem)}
            </p>
          ))}
        {failure && (
          <p className="notice notice-warning" role="alert">
            {i18n._(failure)}
          </p>
        )}
        <DecisionButton disabled={problem !== null} busy={busy} busyLabel={t`Starting…`}>
          <Trans>Start the vote</Trans>
        </DecisionButton>
        <p className="hint">
          <Trans>
            The question, the options and every ballot are encrypted on this device; the key travels only in the links
            you share. No sign-up, for you or for anyone voting.
          </Trans>
        </p>
      </form>
    </section>
  );
}
