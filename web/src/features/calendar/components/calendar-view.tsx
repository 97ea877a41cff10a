import FullCalendar from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/react/daygrid';
import interactionPlugin from '@fullcalendar/react/interaction';
import listPlugin from '@fullcalendar/react/list';
import deLocale from '@fullcalendar/react/locales/de';
import frLocale from '@fullcalendar/react/locales/fr';
import ptLocale from '@fullcalendar/react/locales/pt';
import classicTheme from '@fullcalendar/react/themes/classic';
import timeGridPlugin from '@fullcalendar/react/timegrid';
import '@fullcalendar/react/skeleton.css';
import '@fullcalendar/react/themes/classic/theme.css';
import type {
  DateSelectInfo,
  EventChangeInfo,
  EventClickInfo,
  EventInput,
} from '@fullcalendar/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CALENDAR_LABELS, type CalendarEvent } from '@app/common/apps/calendar';
import { useMediaQuery } from '@/hooks/use-media-query';
import { wireRange } from '../lib/event-rules';
import { useDocumentDir } from '../lib/use-document-dir';

const LOCALES = { de: deLocale, fr: frLocale, pt: ptLocale } as const;
const LABEL_COLORS = new Map(CALENDAR_LABELS.map((label) => [label.value, label.color]));
const PLUGINS = [dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin, classicTheme];
const VIEWS = 'dayGridMonth,timeGridWeek,timeGridDay,listMonth';

interface CalendarViewProps {
  events: CalendarEvent[];
  pendingIds: number[];
  onSelectRange: (start: Date, end: Date, allDay: boolean) => void;
  onOpenEvent: (id: number) => void;
  onMoveEvent: (id: number, changes: Pick<CalendarEvent, 'start' | 'end' | 'allDay'>) => void;
}

/** FullCalendar in the current language, direction and colour mode (Bootstrap's variables). */
export function CalendarView({
  events,
  pendingIds,
  onSelectRange,
  onOpenEvent,
  onMoveEvent,
}: CalendarViewProps) {
  const { t, i18n } = useTranslation('calendar');
  const dir = useDocumentDir();
  const isNarrow = useMediaQuery('(max-width: 575.98px)');
  const language = i18n.resolvedLanguage ?? i18n.language;
  // The list view marks events with a dot, which needs the label's full colour.
  const [isList, setIsList] = useState(false);
  const locale = language in LOCALES ? LOCALES[language as keyof typeof LOCALES] : 'en';

  const inputs = useMemo<EventInput[]>(
    () =>
      events.map((event) => {
        const color = LABEL_COLORS.get(event.label) ?? 'primary';
        const pending = pendingIds.includes(event.id);
        return {
          id: String(event.id),
          title: event.title,
          start: event.start,
          end: event.end,
          allDay: event.allDay,
          editable: !pending,
          color: isList ? `var(--bs-${color})` : `var(--bs-${color}-bg-subtle)`,
          contrastColor: `var(--bs-${color}-text-emphasis)`,
          className: `calendar-event calendar-event-${event.label}`,
          label: event.label,
        };
      }),
    [events, pendingIds, isList],
  );

  const handleChange = ({ event }: EventChangeInfo) => {
    if (!event.start) return;
    onMoveEvent(Number(event.id), {
      ...wireRange(event.start, event.end, event.allDay),
      allDay: event.allDay,
    });
  };

  return (
    <FullCalendar
      plugins={PLUGINS}
      initialView="dayGridMonth"
      headerToolbar={
        isNarrow
          ? { start: 'prev,next', center: 'title', end: 'today' }
          : { start: 'prev,next today', center: 'title', end: VIEWS }
      }
      footerToolbar={isNarrow ? { center: VIEWS } : false}
      locale={locale}
      direction={dir}
      height="100%"
      events={inputs}
      editable
      selectable
      selectMirror
      // A touch selects a day or slot (and picks up an event) after a short press, not a second.
      selectLongPressDelay={300}
      eventLongPressDelay={300}
      eventResizableFromStart
      eventInteractive
      dayMaxEvents
      eventDisplay="block"
      navLinks
      nowIndicator
      headingLevel={2}
      // Touch targets of at least 24 px (WCAG 2.5.8): the day numbers, the "more" links and, in
      // the month grid, the events (a week or day keeps each event as tall as its time).
      navLinkClass="calendar-nav-link"
      moreLinkClass="calendar-more-link"
      eventClass={({ view }) => (view.type.startsWith('dayGrid') ? 'calendar-grid-event' : '')}
      toolbarTitleClass="calendar-toolbar-title"
      // The day (a UTC date marker) and the event id on the elements, for tests and styles.
      dayCellDidMount={({ el, date }) => {
        el.dataset.date = date.toISOString().slice(0, 10);
      }}
      eventDidMount={({ el, event }) => {
        el.dataset.eventId = event.id;
      }}
      select={(info: DateSelectInfo) => onSelectRange(info.start, info.end, info.allDay)}
      eventClick={(info: EventClickInfo) => {
        info.jsEvent.preventDefault();
        onOpenEvent(Number(info.event.id));
      }}
      datesSet={({ view }) => setIsList(view.type.startsWith('list'))}
      eventDrop={handleChange}
      eventResize={handleChange}
      noEventsText={t('list.noEvents')}
    />
  );
}
