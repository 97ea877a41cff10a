import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import i18next from 'i18next';
import type { Plugin } from 'vite';
import { escapeHtml } from '../../common/src/html.ts';
import { PAGE_INTRO_MARKER } from '../../common/src/page-preloads.ts';

/**
 * The loading screen of a page people land on says, in the visitor's language, what the page is
 * about: on a slow phone they read the page's name and purpose while its code is on the way.
 * The texts come from the app's own translations at build time; the inline script in index.html
 * marks the page (`data-boot-page`) and the stored language (`lang`), and CSS shows the one
 * matching intro.
 */
export interface BootIntro {
  /** Exact address of the page ("/"). */
  path: string;
  /** Value of `data-boot-page` the inline script sets on that address. */
  page: string;
  /** i18n keys as `namespace:key.path`. */
  title: string;
  text: string;
  /** Interpolation values of the texts ({{name}}). */
  values?: Record<string, string>;
}

export const BOOT_INTRO_MARKER = '<!-- boot-intro -->';
/** In the inline script: the object mapping addresses to pages. */
export const BOOT_PAGES_MARKER = '{/* boot-pages */}';

/** Reads a translated text, interpolated: `translate('de', 'projects:home.title', values)`. */
export type Translate = (language: string, key: string, values?: Record<string, string>) => string;

/**
 * The app's own translator (i18next) over the locale files, so keys, nesting and `{{value}}`
 * read exactly as in the app. A missing text is an error, not the key printed in the page.
 */
export function localeFileTranslate(localesDir: string, languages: readonly string[]): Translate {
  const resources = Object.fromEntries(
    languages.map((language) => [
      language,
      Object.fromEntries(
        readdirSync(join(localesDir, language))
          .filter((file) => file.endsWith('.json'))
          .map((file) => [
            file.slice(0, -'.json'.length),
            JSON.parse(readFileSync(join(localesDir, language, file), 'utf8')),
          ]),
      ),
    ]),
  );
  const i18n = i18next.createInstance();
  void i18n.init({
    resources,
    initAsync: false,
    fallbackLng: false,
    interpolation: { escapeValue: false },
  });
  return (language, key, values) => {
    if (!i18n.exists(key, { lng: language })) {
      throw new Error(`boot intro: no text at "${key.slice(key.indexOf(':') + 1)}" (${language})`);
    }
    return i18n.getFixedT(language)(key, values);
  };
}

/** The intros' markup and the CSS that shows one of them. */
export function bootIntroMarkup(
  intros: readonly BootIntro[],
  languages: readonly string[],
  translate: Translate,
): { html: string; css: string } {
  const [fallback] = languages;
  const blocks = intros.map((intro) => {
    const variants = languages.map((language) => {
      const title = escapeHtml(translate(language, intro.title, intro.values));
      const text = escapeHtml(translate(language, intro.text, intro.values));
      return `<div lang="${language}"><p class="boot-title">${title}</p><p class="boot-text">${text}</p></div>`;
    });
    return `<div class="boot-intro" data-page="${escapeHtml(intro.page)}">${variants.join('')}</div>`;
  });
  const others = languages
    .slice(1)
    .map((l) => `:not([lang='${l}'])`)
    .join('');
  const css = [
    ...intros.map(
      (i) =>
        `html[data-boot-page='${i.page}'] .boot-intro[data-page='${i.page}'] { display: block; }`,
    ),
    ...languages
      .slice(1)
      .map((l) => `html[lang='${l}'] .boot-intro > [lang='${l}'] { display: block; }`),
    `html${others} .boot-intro > [lang='${fallback}'] { display: block; }`,
  ].join('\n      ');
  return { html: blocks.join(''), css };
}

export function bootIntroPlugin(options: {
  intros: readonly BootIntro[];
  languages: readonly string[];
  localesDir: string;
}): Plugin {
  return {
    name: 'boot-intro',
    transformIndexHtml(html) {
      // The page-intro marker stays for the server (a project's intro, written per request).
      for (const marker of [BOOT_INTRO_MARKER, BOOT_PAGES_MARKER, PAGE_INTRO_MARKER]) {
        if (!html.includes(marker)) throw new Error(`index.html lacks ${marker}`);
      }
      const pages = Object.fromEntries(options.intros.map((intro) => [intro.path, intro.page]));
      const { html: markup, css } = bootIntroMarkup(
        options.intros,
        options.languages,
        localeFileTranslate(options.localesDir, options.languages),
      );
      return html
        .replace(BOOT_INTRO_MARKER, markup)
        .replace(BOOT_PAGES_MARKER, JSON.stringify(pages))
        .replace('</style>', `  ${css}\n    </style>`);
    },
  };
}
