import '@/styles/bootstrap-extras.scss';
import './todo.scss';
import { Menu, Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import type { Task, TodoFilter } from '@app/common/apps/todo';
import { SkeletonLines } from '@/components/skeletons';
import { EmptyState, ErrorState, FailureAlert } from '@/components/status-messages';
import { queryErrorMessage } from '@/lib/api/query-error-message';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import {
  useAddTaskMutation,
  useGetTodosQuery,
  useRestoreTaskMutation,
  useToggleFlagMutation,
  useTrashTaskMutation,
  useUpdateTaskMutation,
} from './api/todo-api';
import { TaskList } from './components/task-list';
import { TaskPanel } from './components/task-panel';
import { TodoSidebar } from './components/todo-sidebar';
import { filterFromParams, isTagValue, type TaskDraft, type TaskFlag } from './lib/task-rules';
import {
  noticeDismissed,
  queryChanged,
  routeParamChanged,
  selectTodoState,
  taskMoved,
} from './store/todo-slice';

type PanelState = { mode: 'add' } | { mode: 'edit'; id: number } | null;

function TodoApp({ filter }: { filter: TodoFilter }) {
  const { t } = useTranslation('todo');
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectTodoState);
  const notice = state.notices.at(-1);
  const [showSidebar, setShowSidebar] = useState(false);
  const [panel, setPanel] = useState<PanelState>(null);

  useEffect(() => {
    dispatch(routeParamChanged(filter));
  }, [dispatch, filter]);

  const { isError, error, refetch } = useGetTodosQuery(filter, { refetchOnMountOrArgChange: true });
  const [addTask] = useAddTaskMutation();
  const [toggleFlag] = useToggleFlagMutation();
  const [updateTask] = useUpdateTaskMutation();
  const [trashTask] = useTrashTaskMutation();
  const [restoreTask] = useRestoreTaskMutation();

  const isLoaded = state.loadedFilter === filter && state.routeParam === filter;
  const filterName = isTagValue(filter) ? t(`tags.${filter}`) : t(`filters.${filter}`);
  const editing =
    panel?.mode === 'edit' ? state.todos.find((task) => task.id === panel.id) : undefined;

  const actions = {
    onToggle: (task: Task, flag: TaskFlag) =>
      void toggleFlag({ id: task.id, flag, value: !task[flag] }),
    onTrash: (task: Task) => {
      void trashTask(task.id);
      setPanel(null);
    },
    onRestore: (task: Task) => {
      void restoreTask(task.id);
      setPanel(null);
    },
    onEdit: (task: Task) => setPanel({ mode: 'edit', id: task.id }),
  };

  const handleSubmit = (draft: TaskDraft) => {
    if (editing)
      void updateTask({ id: editing.id, changes: { ...draft, title: draft.title.trim() } });
    else void addTask(draft);
    setPanel(null);
  };

  let content;
  if (!isLoaded && isError) {
    content = (
      <ErrorState
        title={t('list.loadFailed')}
        message={queryErrorMessage(error)}
        onRetry={() => void refetch()}
      />
    );
  } else if (!isLoaded) {
    content = (
      <div className="p-3" role="status" aria-label={t('list.loading')}>
        <SkeletonLines lines={6} />
      </div>
    );
  } else if (state.filteredTodos.length === 0) {
    content = state.query.trim() ? (
      <EmptyState
        message={t('list.emptySearch', { query: state.query.trim() })}
        actionLabel={t('list.clearSearch')}
        onAction={() => dispatch(queryChanged(''))}
      />
    ) : (
      <EmptyState message={t('list.empty')} />
    );
  } else {
    content = (
      <TaskList
        tasks={state.filteredTodos}
        pendingIds={state.pendingIds}
        label={t('list.label', { filter: filterName })}
        onMove={(activeId, overId) => dispatch(taskMoved({ activeId, overId }))}
        {...actions}
      />
    );
  }

  return (
    <section className="todo-page" aria-labelledby="todo-title">
      <h1 id="todo-title" className="visually-hidden">
        {t('title')}: {filterName}
      </h1>
      <div className="todo-app card">
        <TodoSidebar
          show={showSidebar}
          onHide={() => setShowSidebar(false)}
          onAdd={() => {
            setShowSidebar(false);
            setPanel({ mode: 'add' });
          }}
        />
        <div className="todo-main">
          <div className="todo-toolbar d-flex align-items-center gap-2 px-2 px-sm-3 py-2 border-bottom">
            <button
              type="button"
              className="btn btn-sm todo-icon-btn d-lg-none"
              aria-label={t('sidebar.open')}
              aria-expanded={showSidebar}
              onClick={() => setShowSidebar(true)}
            >
              <Menu size={20} aria-hidden="true" />
            </button>
            <div className="todo-search flex-grow-1 position-relative">
              <Search
                size={16}
                className="todo-search-icon text-body-secondary"
                aria-hidden="true"
              />
              <input
                type="search"
                className="form-control border-0 shadow-none ps-5"
                placeholder={t('search.placeholder')}
                aria-label={t('search.label')}
                value={state.query}
                onChange={(e) => dispatch(queryChanged(e.target.value))}
              />
            </div>
            {isLoaded ? (
              <span className="small text-body-secondary text-nowrap" aria-live="polite">
                {t('list.count', { count: state.filteredTodos.length })}
              </span>
            ) : null}
          </div>
          {notice ? (
            <FailureAlert
              message={t(`notice.${notice.kind}`, { title: notice.title })}
              dismissLabel={t('notice.dismiss')}
              onDismiss={() => dispatch(noticeDismissed(notice.id))}
              className="rounded-0"
            />
          ) : null}
          <div className="todo-scroll">{content}</div>
        </div>
      </div>
      {panel ? (
        <TaskPanel
          key={panel.mode === 'edit' ? panel.id : 'new'}
          task={editing}
          onClose={() => setPanel(null)}
          onSubmit={handleSubmit}
          onTrash={actions.onTrash}
          onRestore={actions.onRestore}
        />
      ) : null}
    </section>
  );
}

/** /todo/:filter and /todo/tag/:tag; an unknown filter goes to /todo/all. */
export default function TodoPage() {
  const params = useParams();
  const filter = filterFromParams(params);
  if (filter === null) return <Navigate to="/todo/all" replace />;
  return <TodoApp filter={filter} />;
}
