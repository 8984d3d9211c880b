import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { I18n } from "~/i18n/runtime";
import type { ListNotice } from "~/kernel/lists/components/list-tools";
import { wordUnreadableLine } from "~/kernel/lists/components/list-words";
import type { ListFileProblem, ListFileReading } from "~/kernel/lists/domain/list-file";
import type { ListNoun } from "~/kernel/lists/domain/list-nouns";
import type { ListReading } from "~/kernel/lists/domain/list-text";

// What the list editor says after a paste or an import: loaded with the reading of the pasted text or the file, so
// no page's first visit carries these words.

const noticeWords: Record<ListNoun, Record<"pasted" | "imported" | "emptyFile", MessageDescriptor>> = {
  choice: {
    pasted: msg`Pasted {count, plural, one {# choice} other {# choices}}, one per line.`,
    imported: msg`Imported {count, plural, one {# choice} other {# choices}} from “{file}”.`,
    emptyFile: msg`“{file}” has no choices in it.`,
  },
  option: {
    pasted: msg`Pasted {count, plural, one {# option} other {# options}}, one per line.`,
    imported: msg`Imported {count, plural, one {# option} other {# options}} from “{file}”.`,
    emptyFile: msg`“{file}” has no options in it.`,
  },
  entrant: {
    pasted: msg`Pasted {count, plural, one {# entrant} other {# entrants}}, one per line.`,
    imported: msg`Imported {count, plural, one {# entrant} other {# entrants}} from “{file}”.`,
    emptyFile: msg`“{file}” has no entrants in it.`,
  },
  name: {
    pasted: msg`Pasted {count, plural, one {# name} other {# names}}, one per line.`,
    imported: msg`Imported {count, plural, one {# name} other {# names}} from “{file}”.`,
    emptyFile: msg`“{file}” has no names in it.`,
  },
  contestant: {
    pasted: msg`Pasted {count, plural, one {# contestant} other {# contestants}}, one per line.`,
    imported: msg`Imported {count, plural, one {# contestant} other {# contestants}} from “{file}”.`,
    emptyFile: msg`“{file}” has no contestants in it.`,
  },
};

/** What pasting a whole list did: how many entries it filled in, or the line that kept it from filling any. */
export function pasteNotice<Item>(i18n: I18n, noun: ListNoun, reading: ListReading<Item>): ListNotice {
  if (!reading.ok) {
    const problem = wordUnreadableLine(i18n, reading);
    return { kind: "error", text: i18n._(msg`${problem} Nothing was pasted.`) };
  }
  return { kind: "done", text: i18n._(noticeWords[noun].pasted, { count: reading.items.length }) };
}

/** What importing the file `file` did: how many entries it added, or why it added none. */
export function importNotice<Item>(
  i18n: I18n,
  noun: ListNoun,
  file: string,
  reading: ListFileReading<Item>,
): ListNotice {
  if (!reading.ok) return { kind: "error", text: wordFileProblem(i18n, file, reading.problem, noun) };
  return { kind: "done", text: i18n._(noticeWords[noun].imported, { count: reading.items.length, file }) };
}

/** Why a chosen file gives no list, naming the file (and the line, where one is wrong). */
export function wordFileProblem(i18n: I18n, file: string, problem: ListFileProblem, noun: ListNoun): string {
  switch (problem.kind) {
    case "not-list-file":
      return i18n._(msg`“${file}” is not a .txt or .csv file.`);
    case "not-text":
      return i18n._(msg`“${file}” does not look like a text file.`);
    case "empty":
      return i18n._(noticeWords[noun].emptyFile, { file });
    case "line": {
      const { line } = problem;
      const reason = i18n._(problem.message);
      return i18n._(msg`“${file}”, line ${line}: ${reason}. Nothing was imported.`);
    }
  }
}
