import { useId } from 'react';
import { Check, Circle } from 'lucide-react';

export interface ChecklistRule {
  id: string;
  /** The rule in words. */
  label: string;
  isMet: boolean;
}

interface RuleChecklistProps {
  /** What the rules are for (such as "Your new password needs:"); it names the list. */
  title: string;
  rules: readonly ChecklistRule[];
  /** Said after a rule that is met, or not, for readers who do not see the marks. */
  metLabel: string;
  notMetLabel: string;
  className?: string;
}

/** Rules a field's value must meet, each marked as met or not while the user types. */
export function RuleChecklist({
  title,
  rules,
  metLabel,
  notMetLabel,
  className,
}: RuleChecklistProps) {
  const titleId = useId();
  return (
    <>
      <span id={titleId}>{title}</span>
      <ul
        className={`rule-checklist list-unstyled mb-0 mt-1${className ? ` ${className}` : ''}`}
        aria-labelledby={titleId}
      >
        {rules.map((rule) => (
          <li
            key={rule.id}
            className={rule.isMet ? 'is-met' : undefined}
            data-rule={rule.id}
            data-met={rule.isMet}
          >
            {rule.isMet ? (
              <Check size={14} aria-hidden="true" />
            ) : (
              <Circle size={10} aria-hidden="true" />
            )}
            <span>{rule.label}</span>
            <span className="visually-hidden">{rule.isMet ? metLabel : notMetLabel}</span>
          </li>
        ))}
      </ul>
    </>
  );
}
