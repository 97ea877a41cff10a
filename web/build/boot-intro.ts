import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

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

type Messages = Record<string, unknown>;

function lookup(messages: Messages, path: string): string {
  let node: unknown = messages;
  for (const part of path.split('.')) {
    node = typeof node === 'object' && node !== null ? (node as Messages)[part] : undefined;
  }
  if (typeof node !== 'string') throw new Error(`boot intro: no text at "${path}"`);
  return node;
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

function interpolate(text: string, values: Record<string, string> = {}): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => values[name] ?? whole);
}

/** Reads a translated text: `translate('de', 'projects:home.title')`. */
export type Translate = (language: string, key: string) => string;

export function localeFileTranslate(localesDir: string): Translate {
  const cache = new Map<string, Messages>();
  return (language, key) => {
    const [namespace, path] = key.split(':');
    if (!namespace || !path) throw new Error(`boot intro: "${key}" is not namespace:key`);
    const file = join(localesDir, language, `${namespace}.json`);
    let messages = cache.get(file);
    if (!messages) {
      messages = JSON.parse(readFileSync(file, 'utf8')) as Messages;
      cache.set(file, messages);
    }
    return lookup(messages, path);
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
      const title = escapeHtml(interpolate(translate(language, intro.title), intro.values));
      const text = escapeHtml(interpolate(translate(language, intro.text), intro.values));
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
      for (const marker of [BOOT_INTRO_MARKER, BOOT_PAGES_MARKER]) {
        if (!html.includes(marker)) throw new Error(`index.html lacks ${marker}`);
      }
      const pages = Object.fromEntries(options.intros.map((intro) => [intro.path, intro.page]));
      const { html: markup, css } = bootIntroMarkup(
        options.intros,
        options.languages,
        localeFileTranslate(options.localesDir),
      );
      return html
        .replace(BOOT_INTRO_MARKER, markup)
        .replace(BOOT_PAGES_MARKER, JSON.stringify(pages))
        .replace('</style>', `  ${css}\n    </style>`);
    },
  };
}
