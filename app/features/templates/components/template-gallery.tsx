import { useState } from "react";
import { Announcer } from "~/kernel/ui/components/announcer";
import { TemplateCard } from "~/features/templates/components/template-card";
import { countOf } from "~/kernel/format/domain/count";
import {
  decisionTemplates,
  filterTemplatesByCategory,
  listTemplateCategories,
} from "~/features/templates/domain/templates";
import { useTemplateChoice } from "~/features/templates/hooks/use-template-choice";

const categories = listTemplateCategories(decisionTemplates);

/** Category filter and template cards; choosing one opens the home page, or This or That, with its choices filled in. */
export function TemplateGallery() {
  const chooseTemplate = useTemplateChoice();
  const [category, setCategory] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const templates = filterTemplatesByCategory(decisionTemplates, category);

  const selectCategory = (next: string | null) => {
    setCategory(next);
    const shown = filterTemplatesByCategory(decisionTemplates, next).length;
    setAnnouncement(`Showing ${countOf(shown, "template")}${next === null ? "" : ` in ${next}`}.`);
  };

  return (
    <div className="templates">
      <div className="template-filters" role="group" aria-label="Filter templates by category">
        <FilterButton label="All Categories" pressed={category === null} onPress={() => selectCategory(null)} />
        {categories.map((name) => (
          <FilterButton key={name} label={name} pressed={category === name} onPress={() => selectCategory(name)} />
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
