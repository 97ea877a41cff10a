import { CheckCheck, Info, ListTodo, Plus, Star, Trash2 } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { TODO_FLAG_FILTERS, TODO_TAGS } from '@app/common/apps/todo';
import { AppSidebar } from '@/components/app-sidebar';
import { filterPath, type TodoFlagFilter } from '../lib/task-rules';

const FILTER_ICONS: Record<TodoFlagFilter, LucideIcon> = {
  all: ListTodo,
  starred: Star,
  important: Info,
  completed: CheckCheck,
  trashed: Trash2,
};

interface TodoSidebarProps {
  /** Shown as a drawer (below 992 px). */
  show: boolean;
  onHide: () => void;
  onAdd: () => void;
}

/** Add button, the flag filters and the tags; a drawer below the lg breakpoint. */
export function TodoSidebar({ show, onHide, onAdd }: TodoSidebarProps) {
  const { t } = useTranslation('todo');
  const linkClass = ({ isActive }: { isActive: boolean }) =>
    `todo-filter-link d-flex align-items-center gap-2 px-3 py-2 rounded${isActive ? ' active' : ''}`;

  return (
    <AppSidebar
      show={show}
      onHide={onHide}
      title={t('sidebar.label')}
      closeLabel={t('sidebar.close')}
      className="todo-sidebar"
      bodyClassName="flex-column w-100"
    >
      <nav aria-label={t('sidebar.label')} className="w-100 p-3">
        <button
          type="button"
          className="btn btn-primary w-100 d-flex align-items-center justify-content-center gap-2 mb-3"
          onClick={onAdd}
        >
          <Plus size={18} aria-hidden="true" />
          {t('sidebar.addTask')}
        </button>
        <h3 className="todo-sidebar-heading small text-uppercase text-body-secondary fw-semibold px-3 mb-1">
          {t('sidebar.filters')}
        </h3>
        <ul className="list-unstyled mb-3">
          {TODO_FLAG_FILTERS.map((filter) => {
            const Icon = FILTER_ICONS[filter];
            return (
              <li key={filter}>
                <NavLink to={filterPath(filter)} className={linkClass} onClick={onHide}>
                  <Icon size={18} aria-hidden="true" />
                  {t(`filters.${filter}`)}
                </NavLink>
              </li>
            );
          })}
        </ul>
        <h3 className="todo-sidebar-heading small text-uppercase text-body-secondary fw-semibold px-3 mb-1">
          {t('sidebar.tags')}
        </h3>
        <ul className="list-unstyled mb-0">
          {TODO_TAGS.map((tag) => (
            <li key={tag.value}>
              <NavLink to={filterPath(tag.value)} className={linkClass} onClick={onHide}>
                <span className={`todo-dot bg-${tag.color}`} aria-hidden="true" />
                {t(`tags.${tag.value}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </AppSidebar>
  );
}
