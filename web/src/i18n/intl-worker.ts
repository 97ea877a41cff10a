/// <reference lib="webworker" />
/**
 * Builds a number and a date format for the locale it is sent, then says so. The engine's Intl
 * set-up (ICU's locale data, tens of milliseconds on a slow phone) is shared by every thread of
 * the page's process in Chromium, so doing it here spares the page's main thread. See
 * warmUpIntl in languages.ts.
 */
declare const self: DedicatedWorkerGlobalScope;

self.addEventListener('message', (event: MessageEvent<string>) => {
  try {
    new Intl.NumberFormat(event.data).format(1);
    new Intl.DateTimeFormat(event.data, { dateStyle: 'medium', timeStyle: 'short' }).format(0);
  } catch {
    // An unknown locale: the page's formatters fall back on their own.
  }
  self.postMessage('ready');
});

export {};
