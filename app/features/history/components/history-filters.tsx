import { useId } from "react";
import { useLingui } from "@lingui/react/macro";
import { wordCategory } from "~/kernel/records/components/category-label";
import type { HistoryFilterName } from "~/features/history/hooks/use-history-filters";
import { compareNames } from "~/kernel/format/domain/intl-formats";

interface HistoryFiltersProps {
  query: string;
  category: string;
  categories: readonly string[];
  onChange: (name: HistoryFilterName, value: string) => void;
}

/**
 * Search box and category dropdown. The fields are uncontrolled: the URL holds the filter, and a router
 * navigation commits asynchronously, so a field controlled by it would jump its caret while typing.
 */
export function HistoryFilters({ query, category, categories, onChange }: HistoryFiltersProps) {
  const searchId = useId();
  const categoryId = useId();
  // A category from a shared link that no record has any more stays selectable, so the dropdown tells the truth.
  const kept = category !== "" && !categories.includes(category) ? [...categories, category] : categories;
  const { t, i18n } = useLingui();
  // Each stored category worded in the page's language, in that language's alphabetical order.
  const compare = compareNames(i18n.locale);
  const options = kept
    .map((value) => ({ value, label: wordCategory(i18n, value) }))
    .sort((a, b) => compare(a.label, b.label));

  return (
    <form
      className="history-filters"
      role="search"
      aria-label={t`Your history`}
      onSubmit={(event) => event.preventDefault()}
    >
      <div className="history-field">
        <label htmlFor={searchId}>{t`Search decisions`}</label>
        <input
          id={searchId}
          type="search"
          defaultValue={query}
          placeholder={t`A result or one of the choices`}
          autoComplete="off"
          onChange={(event) => onChange("q", event.target.value)}
        />
      </div>
      {options.length > 0 && (
        <div className="history-field">
          <label htmlFor={categoryId}>{t`Category`}</label>
          <select
            id={categoryId}
            defaultValue={category}
            onChange={(event) => onChange("category", event.target.value)}
          >
            <option value="">{t`All categories`}</option>
            {options.map(({ value, label }) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
      )}
    </form>
  );
}
