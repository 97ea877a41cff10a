import '@/styles/bootstrap-extras.scss';
import './calendar.scss';
import { Menu } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CalendarEvent } from '@app/common/apps/calendar';
import { ErrorState, FailureAlert } from '@/components/status-messages';
import { queryErrorMessage } from '@/lib/api/query-error-message';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import {
  useAddEventMutation,
  useGetEventsQuery,
  useRemoveEventMutation,
  useUpdateEventMutation,
} from './api/calendar-api';
import { CalendarSidebar } from './components/calendar-sidebar';
import { EventPanel } from './components/event-panel';
import { draftFromEvent, draftFromRange, eventFromDraft, type EventDraft } from './lib/event-rules';
import {
  eventSelected,
  noticeDismissed,
  selectCalendarState,
  selectVisibleEvents,
  sidebarToggled,
} from './store/calendar-slice';

/** FullCalendar's code: asked for after the page's first paint, drawn into the frame's space. */
const loadCalendarView = () => import('./components/calendar-view');
const CalendarView = lazy(() => loadCalendarView().then((m) => ({ default: m.CalendarView })));

/** The calendar's frame while its events or its code are on the way: toolbar and grid. */
function CalendarSkeleton() {
  return (
    <div
      className="calendar-skeleton placeholder-glow"
      aria-hidden="true"
      data-testid="loading-placeholder"
    >
      <div className="calendar-skeleton-toolbar">
        <span className="placeholder rounded" />
        <span className="placeholder rounded" />
        <span className="placeholder rounded" />
      </div>
      <span className="placeholder rounded calendar-skeleton-grid" />
    </div>
  );
}

type PanelState = { mode: 'add'; draft: EventDraft; key: number } | { mode: 'edit' } | null;

/** /calendar: month, week, day and list views over the mock service's events. */
export default function CalendarPage() {
  const { t } = useTranslation('calendar');
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectCalendarState);
  const notice = state.notices.at(-1);
  const visible = useAppSelector(selectVisibleEvents);
  const [panel, setPanel] = useState<PanelState>(null);
  const { isError, error, refetch } = useGetEventsQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  const [addEvent] = useAddEventMutation();
  const [updateEvent] = useUpdateEventMutation();
  const [removeEvent] = useRemoveEventMutation();
  const selected = state.selectedEvent;

  // The calendar's library loads beside the events, once the frame is on the screen.
  useEffect(() => {
    void loadCalendarView();
  }, []);

  const openAdd = (draft: EventDraft) => {
    dispatch(eventSelected(null));
    setPanel({ mode: 'add', draft, key: Date.now() });
  };
  const openToday = () => {
    const now = new Date();
    openAdd(draftFromRange(new Date(now.getFullYear(), now.getMonth(), now.getDate()), null, true));
  };
  const openEvent = (id: number) => {
    const event = state.events.find((e) => e.id === id);
    if (!event || state.pendingIds.includes(id)) return;
    dispatch(eventSelected(event));
    setPanel({ mode: 'edit' });
  };
  const close = () => {
    setPanel(null);
    dispatch(eventSelected(null));
  };
  const handleSubmit = (draft: EventDraft) => {
    const event = eventFromDraft(draft);
    if (panel?.mode === 'edit' && selected) void updateEvent({ id: selected.id, changes: event });
    else void addEvent(event);
    close();
  };
  const handleDelete = () => {
    if (selected) void removeEvent(selected.id);
    close();
  };
  const handleMove = (id: number, changes: Pick<CalendarEvent, 'start' | 'end' | 'allDay'>) =>
    void updateEvent({ id, changes });

  let content;
  if (!state.isLoaded && isError) {
    content = (
      <ErrorState
        title={t('list.loadFailed')}
        message={queryErrorMessage(error)}
        onRetry={() => void refetch()}
      />
    );
  } else if (!state.isLoaded) {
    content = (
      <div className="h-100" role="status" aria-label={t('list.loading')}>
        <CalendarSkeleton />
      </div>
    );
  } else {
    content = (
      <Suspense
        fallback={
          <div className="h-100" role="status" aria-label={t('list.loading')}>
            <CalendarSkeleton />
          </div>
        }
      >
        <CalendarView
          events={visible}
          pendingIds={state.pendingIds}
          onSelectRange={(start, end, allDay) => openAdd(draftFromRange(start, end, allDay))}
          onOpenEvent={openEvent}
          onMoveEvent={handleMove}
        />
      </Suspense>
    );
  }

  const hint =
    state.isLoaded && state.selectedLabels.length === 0
      ? t('list.noLabel')
      : state.isLoaded && state.events.length === 0
        ? t('list.empty')
        : null;

  return (
    <section className="calendar-page" aria-labelledby="calendar-title">
      <div className="calendar-app card">
        <CalendarSidebar onAdd={openToday} />
        <div className="calendar-main">
          <div className="d-flex align-items-center gap-2 px-2 px-sm-3 pt-2">
            <button
              type="button"
              className="btn btn-sm calendar-icon-btn d-lg-none"
              aria-label={t('sidebar.open')}
              aria-expanded={state.isSidebarOpen}
              onClick={() => dispatch(sidebarToggled(true))}
            >
              <Menu size={20} aria-hidden="true" />
            </button>
            <h1 id="calendar-title" className="h5 mb-0">
              {t('title')}
            </h1>
            {hint ? (
              <span className="small text-body-secondary ms-auto" role="status">
                {hint}
              </span>
            ) : null}
          </div>
          {notice ? (
            <FailureAlert
              message={t(`notice.${notice.kind}`, { title: notice.title })}
              dismissLabel={t('notice.dismiss')}
              onDismiss={() => dispatch(noticeDismissed(notice.id))}
              className="mx-2 mx-sm-3 mt-2"
            />
          ) : null}
          <div className="calendar-host">{content}</div>
        </div>
      </div>
      {panel?.mode === 'add' ? (
        <EventPanel
          key={`new-${panel.key}`}
          isEdit={false}
          initial={panel.draft}
          onClose={close}
          onSubmit={handleSubmit}
          onDelete={close}
        />
      ) : null}
      {panel?.mode === 'edit' && selected ? (
        <EventPanel
          key={`edit-${selected.id}`}
          isEdit
          initial={draftFromEvent(selected)}
          onClose={close}
          onSubmit={handleSubmit}
          onDelete={handleDelete}
        />
      ) : null}
    </section>
  );
}
