import { useLingui } from "@lingui/react/macro";
import { useLocation, useNavigate } from "react-router";
import { languageOfPath, localizedPath } from "~/i18n/languages";
import { wordTemplate } from "~/features/templates/components/template-words";
import { encodeListLink } from "~/kernel/lists/domain/list-link";
import { Icon } from "~/kernel/ui/components/icon";
import { pressableAttribute } from "~/kernel/ui/domain/early-presses";
import type { DecisionTemplate } from "~/features/templates/domain/templates";
import type { TemplateTool } from "~/features/templates/hooks/use-template-choice";

interface TemplateCardProps {
  template: DecisionTemplate;
  hidden: boolean;
  /** The template and its choices as the page words them, which the tool opens with. */
  onChoose: (template: DecisionTemplate, choices: readonly string[], tool?: TemplateTool) => void;
}

/**
 * The button is the real control; a click anywhere else on the card does the same as a mouse
 * convenience, so no interactive element has to wrap the others.
 */
export function TemplateCard({ template, hidden, onChoose }: TemplateCardProps) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const language = languageOfPath(useLocation().pathname).code;
  const { title, description, choices, category } = wordTemplate(i18n, template);
  // The choices travel as a list link, so the matrix reads them as it reads any shared list; in the page's language,
  // as the visitor read them.
  const weigh = async () =>
    navigate({
      pathname: localizedPath("/decision-matrix", language),
      hash: await encodeListLink({ choices: [...choices] }),
    });
  return (
    <li
      className="card card-link template-card"
      hidden={hidden}
      {...{ [pressableAttribute]: "" }}
      onClick={() => {
        // A drag that selected some text is not a choice.
        if (window.getSelection()?.isCollapsed !== false) onChoose(template, choices);
      }}
    >
      <div className="template-card-top">
        <Icon icon={template.icon} className="icon template-icon" />
        <span className="badge">{category}</span>
      </div>
      <h2 className="template-title">{title}</h2>
      <p className="template-description">{description}</p>
      <ul className="template-choices" aria-label={t`Choices`}>
        {choices.map((choice) => (
          <li key={choice}>{choice}</li>
        ))}
      </ul>
      <div className="template-actions">
        <button
          type="button"
          className="button button-primary"
          aria-label={t`Use This Template “${title}”`}
          onClick={(event) => {
            event.stopPropagation();
            onChoose(template, choices);
          }}
        >
          {t`Use This Template`}
        </button>
        <button
          type="button"
          className="button"
          aria-label={t`Rank with This or That “${title}”`}
          onClick={(event) => {
            event.stopPropagation();
            onChoose(template, choices, "/this-or-that");
          }}
        >
          {t`Rank with This or That`}
        </button>
        <button
          type="button"
          className="button"
          aria-label={t`Weigh with criteria “${title}”`}
          onClick={(event) => {
            event.stopPropagation();
            void weigh();
          }}
        >
          {t`Weigh with criteria`}
        </button>
      </div>
    </li>
  );
}
