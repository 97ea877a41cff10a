import type { Plugin } from 'vite';

/** Marks the stylesheets the app applies itself (see src/lib/app-styles.ts). */
export const APP_STYLE_ATTRIBUTE = 'data-app-style';

/**
 * The built index.html names the app's stylesheet as a preload instead of a stylesheet: it
 * downloads at once, at high priority, but no longer holds back the first paint, which shows the
 * loading screen (styled inline in index.html) as soon as the HTML has arrived. The app applies
 * the stylesheet before its first render (applyAppStyles), so no page is ever drawn unstyled.
 */
export function deferStylesheets(html: string): string {
  return html.replace(
    /<link\b([^>]*)\brel="stylesheet"([^>]*)>/g,
    (tag, before: string, after: string) =>
      /\shref="\/assets\//.test(`${before}${after}`)
        ? `<link${before}rel="preload" as="style"${after} ${APP_STYLE_ATTRIBUTE}>`
        : tag,
  );
}

export function deferredStylesPlugin(): Plugin {
  return {
    name: 'deferred-app-styles',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: deferStylesheets },
  };
}
