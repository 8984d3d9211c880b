import { type ComponentType, useCallback, useMemo, useState } from "react";
import type { DrawResultProps } from "~/features/draw/components/draw-result";
import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { Announcer } from "~/kernel/ui/components/announcer";
import { ChoiceListEditor } from "~/kernel/lists/components/choice-list-editor";
import { CountField } from "~/kernel/ui/components/count-field";
import { DecisionButton } from "~/kernel/ui/components/decision-button";
import { DuplicateNamesNotice } from "~/features/draw/components/duplicate-names-notice";
import { LookalikeNamesCheck } from "~/kernel/lists/components/lookalike-names-check";
import { ListLinkNotice } from "~/kernel/lists/components/list-link-notice";
import { ShareList } from "~/kernel/lists/components/share-list";
import { UnreadableLinesAlert } from "~/kernel/lists/components/unreadable-lines-alert";
import { VerifiableToggle } from "~/kernel/receipts/components/verifiable-toggle";
import { collectChoices, createChoiceRows, type ChoiceRow } from "~/kernel/lists/domain/choice-list";
import { readWholeNumber } from "~/kernel/format/domain/count";
import { checkDrawSize, readEntrantLine, type DuplicateRule } from "~/features/draw/domain/draw";
import {
  alternatesHeading,
  announceWinners,
  winnersHeading,
  wordDrawSizeProblems,
  wordEntrantCount,
  wordEntrantCountSentence,
} from "~/features/draw/components/draw-words";
import { drawStatementCounts } from "~/features/draw/domain/draw-statement";
import { nameAndNumberFile } from "~/kernel/lists/domain/list-file";
import type { SharedList } from "~/kernel/lists/domain/list-link";
import { useGiveawayDraw } from "~/features/draw/hooks/use-giveaway-draw";
import { useVerifiableMode } from "~/kernel/receipts/hooks/use-verifiable-mode";
import { useListLink } from "~/kernel/lists/hooks/use-list-link";
import { useStartOver } from "~/kernel/ui/hooks/use-start-over";

const entrantFile = nameAndNumberFile("entrants");

// The result's card (its lists, copy, export and receipt) shows once a draw is made: it loads when Draw Winners is
// pressed, during the draw's moment of suspense, not with the page, whose first scripts stay within their budget. It is
// kept once loaded rather than lazy(): React reveals a part that suspended on a timer of its own, after the draw's.
const loadDrawResult = () => import("~/features/draw/components/draw-result").then(({ DrawResult }) => DrawResult);

function entrantName(row: string): string | null {
  const read = readEntrantLine(row);
  return "error" in read ? null : read.name;
}

/** A giveaway: entrants with tickets, N winners then M alternates drawn without replacement. */
export function GiveawayDraw() {
  const { t, i18n } = useLingui();
  const [DrawResult, setDrawResult] = useState<ComponentType<DrawResultProps> | null>(null);
  const [rows, setRows] = useState(() => createChoiceRows([]));
  const [rule, setRule] = useState<DuplicateRule>("extra-tickets");
  const [winnersText, setWinnersText] = useState("1");
  const [alternatesText, setAlternatesText] = useState("0");
  const verifiable = useVerifiableMode();
  // Every row, blank ones too, so an unreadable line is named by the number of its row. A long list is read in a
  // worker while the page stays responsive; nothing is drawn from a list not yet read.
  const texts = useMemo(() => rows.map((row) => row.text), [rows]);
  const { reading, readingList, phase, makeDraw, reset } = useGiveawayDraw(texts, rule, verifiable);
  const { ref: formRef, startOver } = useStartOver<HTMLFormElement>(() => {
    reset();
    setRows(createChoiceRows([]));
  });
  // The rows a shared link filled in: the notice counts them as the page does, once it has read them.
  const [linkRows, setLinkRows] = useState<ChoiceRow[] | null>(null);
  const linkOpening = useListLink(
    useCallback((list: SharedList) => {
      const filled = createChoiceRows(list.choices);
      setRows(filled);
      setLinkRows(filled);
    }, []),
  );

  const lines = useMemo(() => collectChoices(rows), [rows]);
  // Follows the duplicate rule while the list is the link's; after the visitor's edits it stays what the link held.
  const [linkCount, setLinkCount] = useState("");
  if (rows === linkRows && !readingList) {
    const count = reading.ok
      ? wordEntrantCount(i18n, reading)
      : t`${plural(lines.length, { one: "# line", other: "# lines" })}`;
    if (count !== linkCount) setLinkCount(count);
  }
  const entrantCount = reading.ok ? reading.entrantCount : 0;
  const [winners, alternates] = [readWholeNumber(winnersText), readWholeNumber(alternatesText)];
  const sizeProblems = entrantCount > 0 ? checkDrawSize(entrantCount, winners, alternates) : {};
  const sizeWords = wordDrawSizeProblems(i18n, sizeProblems, entrantCount, winners);
  const deciding = phase.status === "deciding";
  const sizeOk = entrantCount > 0 && !sizeProblems.winners && !sizeProblems.alternates;
  const canDraw = reading.ok && !readingList && sizeOk && !deciding && !verifiable.blocked;

  return (
    <section className="decider decider-wide" aria-labelledby="draw-heading" aria-busy={deciding}>
      <h2 id="draw-heading">{t`Entrants`}</h2>
      <ListLinkNotice opening={linkOpening} noun="entrant" count={linkCount} />
      <form
        ref={formRef}
        className="decider-split"
        onSubmit={(event) => {
          event.preventDefault();
          if (!canDraw) return;
          if (!DrawResult) void loadDrawResult().then((component) => setDrawResult(() => component));
          makeDraw(winners, alternates);
        }}
      >
        {/* On a wide screen, the entrants on the left and how to draw from them on the right. */}
        <div className="decider-column">
          {/* Composed like TeamMaker's list column from the same list parts; only the words and rules are an entrant's. */}
          <ChoiceListEditor
            rows={rows}
            onChange={setRows}
            noun="Entrant"
            addLabel={t`Add Entrant`}
            disabled={deciding}
            file={entrantFile}
            textHint={t`Write “name, 3” to give someone 3 tickets. Blank lines are skipped.`}
          />
          <UnreadableLinesAlert reading={reading} action="draw" />
          {reading.ok && reading.repeated.length > 0 && (
            <DuplicateNamesNotice repeated={reading.repeated} rule={rule} disabled={deciding} onRuleChange={setRule} />
          )}
          {reading.ok && <LookalikeNamesCheck rows={texts} nameOf={entrantName} />}
          {(readingList || reading.ok) && (
            <p className="hint">
              {readingList
                ? t`Reading the list…`
                : reading.ok && entrantCount > 0
                  ? wordEntrantCountSentence(i18n, reading)
                  : t`Enter at least one entrant.`}
            </p>
          )}
        </div>
        <div className="decider-column">
          {/* Two CountFields written alike: each its own count, limit and message. */}
          <div className="count-fields">
            <CountField
              label={i18n._(winnersHeading)}
              value={winnersText}
              error={sizeWords.winners}
              disabled={deciding}
              onChange={setWinnersText}
            />
            <CountField
              label={i18n._(alternatesHeading)}
              value={alternatesText}
              error={sizeWords.alternates}
              disabled={deciding}
              onChange={setAlternatesText}
            />
          </div>
          <VerifiableToggle
            label={t`Verifiable draw: a statement first, a receipt anyone can check`}
            mode={verifiable}
            counts={
              reading.ok && !readingList && sizeOk ? drawStatementCounts(reading, rule, { winners, alternates }) : null
            }
            listHash={reading.ok ? reading.listHash : ""}
            afterResult={phase.status === "decided"}
            disabled={deciding}
          />
          <DecisionButton disabled={!canDraw} busy={deciding} busyLabel={t`Drawing…`}>
            {t`Draw Winners`}
          </DecisionButton>
        </div>
      </form>
      <ShareList list={{ choices: lines }} />
      {phase.status === "decided" && DrawResult && <DrawResult {...phase.outcome} onStartOver={startOver} />}
      <Announcer message={phase.status === "decided" ? announceWinners(i18n, phase.outcome.outcome) : ""} />
    </section>
  );
}
