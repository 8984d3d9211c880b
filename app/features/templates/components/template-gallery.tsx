import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { wordCategory } from "~/features/templates/components/template-words";
import { Announcer } from "~/kernel/ui/components/announcer";
import { TemplateCard } from "~/features/templates/components/template-card";
import {
  decisionTemplates,
  filterTemplatesByCategory,
  listTemplateCategories,
} from "~/features/templates/domain/templates";
import { useTemplateChoice } from "~/features/templates/hooks/use-template-choice";

const categories = listTemplateCategories(decisionTemplates);

/** Category filter and template cards; choosing one opens the home page, or This or That, with its choices filled in. */
export function TemplateGallery() {
  const { t, i18n } = useLingui();
  const chooseTemplate = useTemplateChoice();
  const [category, setCategory] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const templates = filterTemplatesByCategory(decisionTemplates, category);

  const selectCategory = (next: string | null) => {
    setCategory(next);
    const shown = filterTemplatesByCategory(decisionTemplates, next).length;
    const name = next === null ? "" : wordCategory(i18n, next);
    setAnnouncement(
      next === null
        ? t`${plural(shown, { one: "Showing # template.", other: "Showing # templates." })}`
        : t`${plural(shown, { one: `Showing # template in ${name}.`, other: `Showing # templates in ${name}.` })}`,
    );
  };

  return (
    <div className="templates">
      <div className="template-filters" role="group" aria-label={t`Filter templates by category`}>
        <FilterButton label={t`All Categories`} pressed={category === null} onPress={() => selectCategory(null)} />
        {categories.map((name) => (
          <FilterButton
            key={name}
            label={wordCategory(i18n, name)}
            pressed={category === name}
            onPress={() => selectCategory(name)}
          />
        ))}
      </div>
      <ul className="card-grid template-grid">
        {/* A card outside the category is hidden, not taken off the page: one pressed before the page ran still acts
            when a filter pressed before it is replayed first (decision 018). */}
        {decisionTemplates.map((template) => (
          <TemplateCard
            key={template.id}
            template={template}
            hidden={!templates.includes(template)}
            onChoose={chooseTemplate}
          />
        ))}
      </ul>
      <Announcer message={announcement} />
    </div>
  );
}

function FilterButton({ label, pressed, onPress }: { label: string; pressed: boolean; onPress: () => void }) {
  return (
    <button type="button" className="button template-filter" aria-pressed={pressed} onClick={onPress}>
      {label}
    </button>
  );
}
