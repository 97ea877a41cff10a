import { useTranslation } from 'react-i18next';
import type { DefectSeverity, ProjectState } from '@app/common/projects';

/** Bootstrap theme colour of each state (badges, dots, chart segments). */
export const STATE_COLORS: Record<ProjectState, string> = {
  planned: 'secondary',
  procurement: 'info',
  ongoing: 'primary',
  completed: 'success',
  stalled: 'warning',
  cancelled: 'danger',
};

export const SEVERITY_COLORS: Record<DefectSeverity, string> = {
  minor: 'info',
  major: 'warning',
  critical: 'danger',
};

/** A CSS colour of a Bootstrap theme colour name. */
export const themeColor = (name: string) => `var(--bs-${name})`;

export function StateBadge({ state }: { state: ProjectState }) {
  const { t } = useTranslation('projects');
  return <span className={`badge text-bg-${STATE_COLORS[state]}`}>{t(`states.${state}`)}</span>;
}
