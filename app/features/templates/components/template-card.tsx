import { useNavigate } from "react-router";
import { encodeListLink } from "~/kernel/lists/domain/list-link";
import { Icon } from "~/kernel/ui/components/icon";
import { pressableAttribute } from "~/kernel/ui/domain/early-presses";
import type { DecisionTemplate } from "~/features/templates/domain/templates";
import type { TemplateTool } from "~/features/templates/hooks/use-template-choice";

interface TemplateCardProps {
  template: DecisionTemplate;
  hidden: boolean;
  onChoose: (template: DecisionTemplate, tool?: TemplateTool) => void;
}

/**
 * The button is the real control; a click anywhere else on the card does the same as a mouse
 * convenience, so no interactive element has to wrap the others.
 */
export function TemplateCard({ template, hidden, onChoose }: TemplateCardProps) {
  const navigate = useNavigate();
  // The choices travel as a list link, so the matrix reads them as it reads any shared list.
  const weigh = async () =>
    navigate({ pathname: "/decision-matrix", hash: await encodeListLink({ choices: template.choices }) });
  return (
    <li
      className="card card-link template-card"
      hidden={hidden}
      {...{ [pressableAttribute]: "" }}
      onClick={() => {
        // A drag that selected some text is not a choice.
        if (window.getSelection()?.isCollapsed !== false) onChoose(template);
      }}
    >
      <div className="template-card-top">
        <Icon icon={template.icon} className="icon template-icon" />
        <span className="badge">{template.category}</span>
      </div>
      <h2 className="template-title">{template.title}</h2>
      <p className="template-description">{template.description}</p>
      <ul className="template-choices" aria-label="Choices">
        {template.choices.map((choice) => (
          <li key={choice}>{choice}</li>
        ))}
      </ul>
      <div className="template-actions">
        <button
          type="button"
          className="button button-primary"
          aria-label={`Use This Template “${template.title}”`}
          onClick={(event) => {
            event.stopPropagation();
            onChoose(template);
          }}
        >
          Use This Template
        </button>
        <button
          type="button"
          className="button"
          aria-label={`Rank with This or That “${template.title}”`}
          onClick={(event) => {
            event.stopPropagation();
            onChoose(template, "/this-or-that");
          }}
        >
          Rank with This or That
        </button>
        <button
          type="button"
          className="button"
          aria-label={`Weigh with criteria “${template.title}”`}
          onClick={(event) => {
            event.stopPropagation();
            void weigh();
          }}
        >
          Weigh with criteria
        </button>
      </div>
    </li>
  );
}
