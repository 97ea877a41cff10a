import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { ACTIONS, Joyride, STATUS, type EventData, type Step } from 'react-joyride';
import { markTourDone, onTourReplay } from './tour-state';

/** The dashboard's parts the tour explains, in order; each is marked with data-tour="…". */
const STEPS = ['filters', 'map', 'downloads', 'api'] as const;

/** Room to leave above a part scrolled into view: the sticky navbar (and menu bar) cover the top. */
function headerHeight(gap: number): number {
  const bottoms = [...document.querySelectorAll('.app-navbar, .horizontal-menu')].map(
    (el) => el.getBoundingClientRect().bottom,
  );
  return (bottoms.length > 0 ? Math.max(...bottoms) : 64) + gap;
}

/**
 * On a short screen (a small phone) the step, its part and the navbar only just fit: tighter
 * spacing and slightly smaller text keep the whole step on the screen.
 */
const COMPACT = {
  offset: 6,
  spotlightPadding: 6,
  styles: {
    tooltip: { padding: 8, fontSize: 15 },
    tooltipContent: { paddingTop: 6, paddingBottom: 6 },
    tooltipTitle: { fontSize: 17 },
  },
} as const;

function themeColour(name: string, fallback: string): string {
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim() || fallback;
}

/**
 * A four-step tour of the data on the dashboard: filters, map, downloads and the API. Started on
 * request only (the dashboard's prompt or the user menu); from another page it first goes to the
 * dashboard. Each step is placed beside its part of the page, never over it, and the page
 * scrolls to bring the part into view.
 */
export default function ShellTour() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [round, setRound] = useState(0);
  const [run, setRun] = useState(false);
  const [ready, setReady] = useState(false);

  useEffect(
    () =>
      onTourReplay(() => {
        setRound((r) => r + 1);
        setRun(true);
      }),
    [],
  );
  useEffect(() => {
    if (run && pathname !== '/') void navigate('/');
  }, [run, pathname, navigate]);

  // Start once the dashboard has laid out its data: a step placed while the page still loads
  // would point at where its part was.
  useEffect(() => {
    if (!run || pathname !== '/') return;
    const started = Date.now();
    let timer = 0;
    const check = () => {
      const loading = document.querySelector('.projects-dashboard[aria-busy="true"]');
      const placed = document.querySelector('[data-tour="filters"]');
      if ((placed && !loading) || Date.now() - started > 8000) setReady(true);
      else timer = window.setTimeout(check, 100);
    };
    timer = window.setTimeout(check, 0);
    return () => window.clearTimeout(timer);
  }, [run, pathname]);

  const onEvent = (data: EventData) => {
    // Escape and the close button end the tour, as Skip does (not just the step).
    const ended = data.status === STATUS.FINISHED || data.status === STATUS.SKIPPED;
    if (ended || data.action === ACTIONS.CLOSE) {
      markTourDone();
      setRun(false);
      setReady(false);
    }
  };

  if (!run || !ready || pathname !== '/') return null;
  const compact = window.innerHeight < 700;
  const steps: Step[] = STEPS.map((name) => {
    const wide = window.innerWidth >= 1200;
    return {
      target: `[data-tour="${name}"]`,
      title: t(`tour.${name}.title`),
      content: t(`tour.${name}.body`),
      skipBeacon: true,
      // The map is taller than a laptop's window: beside it, the step never lies over it.
      ...(name === 'map' && wide ? { placement: 'right' as const } : {}),
      // Narrower, the map fills the width and is nearly as tall as a phone's screen, so neither
      // side has room for the step: it goes above the map and stays there (flipped, it ended
      // above the screen), and the page scrolls the step, not the map, to the top.
      ...(name === 'map' && !wide
        ? { placement: 'top' as const, floatingOptions: { flipOptions: false as const } }
        : {}),
      // Wait for the part while the dashboard is still loading it (the map loads when shown).
      targetWaitTimeout: 8000,
    };
  });
  return (
    <Joyride
      key={round}
      steps={steps}
      run
      continuous
      scrollToFirstStep
      onEvent={onEvent}
      styles={compact ? COMPACT.styles : undefined}
      locale={{
        back: t('tour.back'),
        close: t('tour.close'),
        last: t('tour.done'),
        next: t('tour.next'),
        skip: t('tour.skip'),
        nextWithProgress: `${t('tour.next')} ({current}/{total})`,
      }}
      options={{
        showProgress: true,
        // Never wider than a phone's screen (the default is 380px).
        width: 'min(380px, calc(100vw - 20px))',
        buttons: ['back', 'skip', 'primary'],
        scrollOffset: headerHeight(compact ? 8 : 16),
        ...(compact ? { offset: COMPACT.offset, spotlightPadding: COMPACT.spotlightPadding } : {}),
        primaryColor: themeColour('--bs-primary', '#0d6efd'),
        backgroundColor: themeColour('--bs-body-bg', '#fff'),
        arrowColor: themeColour('--bs-body-bg', '#fff'),
        textColor: themeColour('--bs-body-color', '#212529'),
        overlayColor: 'rgba(0, 0, 0, 0.45)',
        zIndex: 1080,
      }}
    />
  );
}
