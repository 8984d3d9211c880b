import { useId } from "react";
import type { HistoryFilterName } from "~/features/history/hooks/use-history-filters";

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
  const options = category !== "" && !categories.includes(category) ? [...categories, category] : categories;

  return (
    <form
      className="history-filters"
      role="search"
      aria-label="Your history"
      onSubmit={(event) => event.preventDefault()}
    >
      <div className="history-field">
        <label htmlFor={searchId}>Search decisions</label>
        <input
          id={searchId}
          type="search"
          defaultValue={query}
          placeholder="A result or one of the choices"
          autoComplete="off"
          onChange={(event) => onChange("q", event.target.value)}
        />
      </div>
      {options.length > 0 && (
        <div className="history-field">
          <label htmlFor={categoryId}>Category</label>
          <select
            id={categoryId}
            defaultValue={category}
            onChange={(event) => onChange("category", event.target.value)}
          >
            <option value="">All categories</option>
            {options.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        </div>
      )}
    </form>
  );
}
