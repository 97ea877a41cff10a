/**
 * Applies the stylesheets the built index.html preloads (build/deferred-styles.ts) and resolves
 * once they are in force; the app's first render waits for it. In development Vite injects the
 * styles itself and there is nothing to wait for.
 */
export function applyAppStyles(doc: Document = document): Promise<void> {
  const preloads = [
    ...doc.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="style"][data-app-style]'),
  ];
  return Promise.all(
    preloads.map(
      (preload) =>
        new Promise<void>((resolve) => {
          const sheet = doc.createElement('link');
          sheet.rel = 'stylesheet';
          sheet.setAttribute('href', preload.getAttribute('href') ?? '');
          const crossOrigin = preload.getAttribute('crossorigin');
          if (crossOrigin !== null) sheet.setAttribute('crossorigin', crossOrigin);
          // A stylesheet that fails to load must not keep the page from showing.
          sheet.addEventListener('load', () => resolve(), { once: true });
          sheet.addEventListener('error', () => resolve(), { once: true });
          preload.after(sheet);
        }),
    ),
  ).then(() => undefined);
}
