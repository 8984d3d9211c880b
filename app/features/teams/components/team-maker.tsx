import { lazy, Suspense, useCallback, useMemo, useState } from "react";
import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { Announcer } from "~/kernel/ui/components/announcer";
import { ChoiceListEditor } from "~/kernel/lists/components/choice-list-editor";
import { DecisionButton } from "~/kernel/ui/components/decision-button";
import { LookalikeNamesCheck } from "~/kernel/lists/components/lookalike-names-check";
import { ListLinkNotice } from "~/kernel/lists/components/list-link-notice";
import { ShareList } from "~/kernel/lists/components/share-list";
import { UnreadableLinesAlert, wordUnreadableLines } from "~/kernel/lists/components/unreadable-lines-alert";
import { VerifiableToggle } from "~/kernel/receipts/components/verifiable-toggle";
import { wordTeamsFailure } from "~/features/teams/components/teams-failure-words";
import { TeamOptions, type SizingMode } from "~/features/teams/components/team-options";
import { collectChoices, createChoiceRows } from "~/kernel/lists/domain/choice-list";
import { readWholeNumber } from "~/kernel/format/domain/count";
import { nameAndNumberFile } from "~/kernel/lists/domain/list-file";
import type { SharedList, SharedTeams } from "~/kernel/lists/domain/list-link";
import { readApartGroups, readPeople, readPersonName, teamCards } from "~/features/teams/domain/team-list";
import { countTeams, type SizingProblem } from "~/features/teams/domain/teams";
import { canonicalTeamLines, teamsStatementCounts, type TeamsSetup } from "~/features/teams/domain/team-statement";
import { listHash } from "~/kernel/receipts/domain/canonical-list";
import { loadTeamSplit, useTeamSplit } from "~/features/teams/hooks/use-team-split";
import { useVerifiableMode } from "~/kernel/receipts/hooks/use-verifiable-mode";
import { useListLink } from "~/kernel/lists/hooks/use-list-link";
import { useStartOver } from "~/kernel/ui/hooks/use-start-over";

const peopleFile = nameAndNumberFile("names");

// The teams' cards show once teams are made or a link brings some: they load then (while Make Teams waits), not
// with the page, whose first scripts stay within their budget.
const loadTeamResult = () => import("~/features/teams/components/team-result");
const TeamResult = lazy(() => loadTeamResult().then(({ TeamResult }) => ({ default: TeamResult })));

/** Splits a list into teams of even sizes, optionally balanced by rating and keeping some people apart. */
export function TeamMaker() {
  const { t, i18n } = useLingui();
  const [rows, setRows] = useState(() => createChoiceRows([]));
  const [mode, setMode] = useState<SizingMode>("count");
  const [valueText, setValueText] = useState("2");
  const [balance, setBalance] = useState(false);
  const [apartText, setApartText] = useState("");
  const verifiable = useVerifiableMode();
  const { phase, make, reset } = useTeamSplit(verifiable);
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
  const peopleCount = people.length;
  const sizingWords: Record<SizingProblem, string> = {
    "count-not-whole": t`The number of teams must be a whole number of at least 1.`,
    "size-not-whole": t`The team size must be a whole number of at least 1.`,
    "too-few-people": t`Enter at least two people to make teams.`,
    "more-teams-than-people": t`${plural(peopleCount, { one: "There is # person: make at most that many teams.", other: "There are # people: make at most that many teams." })}`,
  };
  const deciding = phase.status === "deciding";
  const enough = people.length >= 2;
  const setup: TeamsSetup | null =
    reading.ok && enough && sizing.ok && apart?.ok
      ? { people, teams: sizing.teams, balance, apart: apart.pairs }
      : null;
  const canMake = setup !== null && !deciding && !verifiable.blocked;
  // A list of teams is a few hundred names at most: hashed on each render, like the rest it derives.
  const setupHash = verifiable.secret && setup ? listHash(canonicalTeamLines(setup), 4) : "";

  return (
    <section className="decider" aria-labelledby="teams-heading" aria-busy={deciding}>
      <h2 id="teams-heading">{t`Names`}</h2>
      <ListLinkNotice opening={linkOpening} noun="name" />
      <form
        ref={formRef}
        onSubmit={(event) => {
          event.preventDefault();
          if (!setup || !canMake) return;
          setShared(null);
          void loadTeamResult();
          void loadTeamSplit();
          make(setup, { choices: lines, apart: apartText });
        }}
      >
        {/* Composed like GiveawayDraw's list column from the same list parts; only the words and rules are a person's. */}
        <ChoiceListEditor
          rows={rows}
          onChange={setRows}
          noun="Name"
          addLabel={t`Add Name`}
          disabled={deciding}
          file={peopleFile}
          textHint={t`Write “name, 7” to give someone a rating.`}
        />
        <UnreadableLinesAlert reading={reading} action="make teams" />
        {reading.ok && <LookalikeNamesCheck rows={rowTexts} nameOf={readPersonName} />}
        {reading.ok && !enough && <p className="hint">{t`Enter at least two names.`}</p>}
        <TeamOptions
          mode={mode}
          value={valueText}
          sizingError={enough && !sizing.ok ? sizingWords[sizing.problem] : undefined}
          balance={balance}
          apartText={apartText}
          apartError={apart && !apart.ok ? wordUnreadableLines(i18n, apart) : null}
          disabled={deciding}
          onModeChange={setMode}
          onValueChange={setValueText}
          onBalanceChange={setBalance}
          onApartChange={setApartText}
        />
        <VerifiableToggle
          label={t`Verifiable teams: a statement first, a receipt anyone can check`}
          mode={verifiable}
          counts={setup && teamsStatementCounts(setup)}
          listHash={setupHash}
          afterResult={phase.status === "decided"}
          disabled={deciding}
        />
        <DecisionButton disabled={!canMake} busy={deciding} busyLabel={t`Making teams…`}>
          {t`Make Teams`}
        </DecisionButton>
      </form>
      <ShareList list={{ choices: lines }} />
      <Suspense fallback={null}>
        {shared && <TeamResult {...teamCards(shared.teams, i18n.locale)} link={shared} onStartOver={startOver} />}
        {phase.status === "decided" && phase.outcome.ok && <TeamResult {...phase.outcome} onStartOver={startOver} />}
      </Suspense>
      {phase.status === "decided" && !phase.outcome.ok && (
        <p className="notice notice-warning" role="alert">
          {wordTeamsFailure(i18n, phase.outcome.failure)}
        </p>
      )}
      <Announcer
        message={
          phase.status === "decided" && phase.outcome.ok
            ? t`${plural(phase.outcome.teams.length, { one: "# team made.", other: "# teams made." })}`
            : ""
        }
      />
    </section>
  );
}
