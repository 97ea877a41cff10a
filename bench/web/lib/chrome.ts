/** Debian's Chromium; override with CHROMIUM_PATH (or CHROME_PATH, which chrome-launcher also reads). */
export const CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';

/**
 * Flags for every browser the benchmarks start: no sandbox (containers), no GPU, and none of the
 * background traffic (component updates, sync, field trials) that would add requests to a page load.
 */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
