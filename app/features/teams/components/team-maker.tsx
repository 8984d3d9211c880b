import { lazy, Suspense, useCallback, useMemo, useState } from "react";
import { Announcer } from "~/kernel/ui/components/announcer";
import { ChoiceListEditor } from "~/kernel/lists/components/choice-list-editor";
import { DecisionButton } from "~/kernel/ui/components/decision-button";
import { DrawCommitment } from "~/kernel/receipts/components/draw-commitment";
import { ListLinkNotice } from "~/kernel/lists/components/list-link-notice";
import { ShareList } from "~/kernel/lists/components/share-list";
import { TeamOptions, type SizingMode } from "~/features/teams/components/team-options";
import { collectChoices, createChoiceRows } from "~/kernel/lists/domain/choice-list";
import { readWholeNumber } from "~/kernel/format/domain/count";
import { keepList } from "~/kernel/receipts/domain/kept-list";
import { nameAndNumberFile } from "~/kernel/lists/domain/list-file";
import type { SharedList, SharedTeams } from "~/kernel/lists/domain/list-link";
import { describeUnreadableLines } from "~/kernel/lists/domain/unreadable-lines";
import { namedTeams, readApartGroups, readPeople, teamCards } from "~/features/teams/domain/team-list";
import { randomBytes } from "~/kernel/random/domain/random";
import { countTeams, makeTeams } from "~/features/teams/domain/teams";
import { commitTo, hashText } from "~/kernel/receipts/domain/verifiable-receipt";
import {
  canonicalTeamLines,
  makeVerifiableTeams,
  type TeamsReceipt,
  type TeamsSetup,
} from "~/features/teams/domain/verifiable-teams";
import { useListLink } from "~/kernel/lists/hooks/use-list-link";
import { useRecordDecision } from "~/kernel/records/hooks/use-record-decision";
import { useStartOver } from "~/kernel/ui/hooks/use-start-over";
import { useTimedDecision } from "~/kernel/ui/hooks/use-timed-decision";
import type { SaveResult } from "~/kernel/records/storage/decision-history";

export const teamsDelayMs = 2000;
const peopleFile = nameAndNumberFile("names");

// The teams' cards show once teams are made or a link brings some: they load then (while Make Teams waits), not
// with the page, whose first scripts stay within their budget.
const loadTeamResult = () => import("~/features/teams/components/team-result");
const TeamResult = lazy(() => loadTeamResult().then(({ TeamResult }) => ({ default: TeamResult })));

type Made =
  | {
      ok: true;
      teams: { members: string[]; total?: string }[];
      spread?: string;
      saved: SaveResult;
      receipt?: TeamsReceipt;
      link: SharedList & { teams: SharedTeams };
    }
  | { ok: false; message: string };

/** Splits a list into teams of even sizes, optionally balanced by rating and keeping some people apart. */
export function TeamMaker() {
  const recordDecision = useRecordDecision();
  const [rows, setRows] = useState(() => createChoiceRows([]));
  const [mode, setMode] = useState<SizingMode>("count");
  const [valueText, setValueText] = useState("2");
  const [balance, setBalance] = useState(false);
  const [apartText, setApartText] = useState("");
  // Only while the split is verifiable: the secret its commitment was made from, used for one split only.
  const [secret, setSecret] = useState<Uint8Array | null>(null);
  const [publicValue, setPublicValue] = useState("");
  const { phase, decide, reset } = useTimedDecision<Made>(teamsDelayMs);
  // Teams someone made and shared in a link: shown as theirs, never saved here. Their list and options fill the form.
  const [shared, setShared] = useState<(SharedList & { teams: SharedTeams }) | null>(null);
  const { ref: formRef, startOver } = useStartOver<HTMLFormElement>(() => {
    reset();
    setShared(null);
    setRows(createChoiceRows([]));
  });
  const linkOpening = useListLink(
    useCallback(
      (list: SharedList) => {
        setRows(createChoiceRows(list.choices));
        const { teams } = list;
        setShared(teams ? { ...list, teams } : null);
        if (!teams) return;
        reset();
        setMode("count");
        setValueText(String(teams.members.length));
        setBalance(teams.totals !== undefined);
        setApartText(teams.apart ?? "");
      },
      [reset],
    ),
  );

  const lines = useMemo(() => collectChoices(rows), [rows]);
  // Every row, blank ones too, so that a line's number is the place of its row ("Name 4").
  const rowTexts = useMemo(() => rows.map((row) => row.text), [rows]);
  const reading = useMemo(() => readPeople(rowTexts, balance), [rowTexts, balance]);
  const people = reading.ok ? reading.people : [];
  const apart = reading.ok ? readApartGroups(apartText.split(/\r\n|\r|\n/), people) : null;
  const sizing = countTeams(people.length, { by: mode, value: readWholeNumber(valueText) });
  const deciding = phase.status === "deciding";
  const enough = people.length >= 2;
  const canMake = reading.ok && enough && sizing.ok && apart?.ok === true && !deciding;
  const setup: TeamsSetup | null =
    canMake && sizing.ok && apart?.ok ? { people, teams: sizing.teams, balance, apart: apart.pairs } : null;
  // A list of teams is a few hundred names at most: hashed on each render, like the rest it derives.
  const listHash = secret && setup ? hashText(canonicalTeamLines(setup).join("\n")) : "";

  const make = (chosen: TeamsSetup) => {
    const committed = secret;
    const madeFrom = { choices: lines, apart: apartText };
    setShared(null);
    void loadTeamResult();
    decide((): Made => {
      const verifiable = committed && makeVerifiableTeams(chosen, committed, publicValue, true);
      const made = verifiable ?? makeTeams(chosen.people, chosen.teams, chosen);
      if (!made.ok) return made;
      // A secret serves one split: the next one gets a new commitment.
      if (committed) setSecret(randomBytes(32));
      const named = namedTeams(made.teams, chosen.balance);
      const cards = teamCards(named);
      // Past the limit the teams alone hold every name once: the list beside them would only double the record.
      const kept = keepList(
        chosen.people.length,
        () => chosen.people.map((person) => person.name),
        () => canonicalTeamLines(chosen),
        verifiable?.ok ? verifiable.receipt.listHash : undefined,
      );
      const saved = recordDecision({
        choices: kept.choices,
        result: `Team 1: ${cards.teams[0]?.members.join(", ")}`,
        category: "Teams",
        outcome: { kind: "teams", teams: cards.teams, ...(kept.unkeptList && { unkeptList: kept.unkeptList }) },
      });
      const apart = madeFrom.apart.trim() ? { apart: madeFrom.apart } : {};
      const link = { choices: madeFrom.choices, teams: { ...named, ...apart, madeAt: Date.now() } };
      const receipt = verifiable?.ok ? { receipt: verifiable.receipt } : {};
      return { ok: true, ...cards, saved, link, ...receipt };
    });
  };

  return (
    <section className="decider" aria-labelledby="teams-heading" aria-busy={deciding}>
      <h2 id="teams-heading">Names</h2>
      <ListLinkNotice opening={linkOpening} noun="name" />
      <form
        ref={formRef}
        onSubmit={(event) => {
          event.preventDefault();
          if (setup) make(setup);
        }}
      >
        <ChoiceListEditor
          rows={rows}
          onChange={setRows}
          noun="Name"
          addLabel="Add Name"
          disabled={deciding}
          file={peopleFile}
          textHint="Write “name, 7” to give someone a rating."
        />
        {!reading.ok && (
          <p className="list-error" role="alert">
            {`${describeUnreadableLines(reading)} Fix ${reading.count === 1 ? "it" : "them"} to make teams.`}
          </p>
        )}
        {reading.ok && !enough && <p className="hint">Enter at least two names.</p>}
        <TeamOptions
          mode={mode}
          value={valueText}
          sizingError={enough && !sizing.ok ? sizing.message : undefined}
          balance={balance}
          apartText={apartText}
          apartError={apart && !apart.ok ? describeUnreadableLines(apart) : null}
          disabled={deciding}
          onModeChange={setMode}
          onValueChange={setValueText}
          onBalanceChange={setBalance}
          onApartChange={setApartText}
        />
        <label className="checkbox-row">
          <input
            type="checkbox"
            checked={secret !== null}
            disabled={deciding}
            onChange={(event) => setSecret(event.target.checked ? randomBytes(32) : null)}
          />
          Verifiable teams: commit first, and give a receipt anyone can check
        </label>
        {secret && (
          <DrawCommitment
            commitment={commitTo(secret)}
            listHash={listHash || "(complete the list and options first)"}
            publicValue={publicValue}
            afterDraw={phase.status === "decided"}
            disabled={deciding}
            onPublicValueChange={setPublicValue}
          />
        )}
        <DecisionButton disabled={!canMake} busy={deciding} busyLabel="Making teams…">
          Make Teams
        </DecisionButton>
      </form>
      <ShareList list={{ choices: lines }} />
      <Suspense fallback={null}>
        {shared && <TeamResult {...teamCards(shared.teams)} link={shared} onStartOver={startOver} />}
        {phase.status === "decided" && phase.outcome.ok && <TeamResult {...phase.outcome} onStartOver={startOver} />}
      </Suspense>
      {phase.status === "decided" && !phase.outcome.ok && (
        <p className="notice notice-warning" role="alert">
          {phase.outcome.message}
        </p>
      )}
      <Announcer
        message={phase.status === "decided" && phase.outcome.ok ? `${phase.outcome.teams.length} teams made.` : ""}
      />
    </section>
  );
}
