import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { escapeHtml } from '../../common/src/html.ts';
import {
  bootIntroMarkup,
  bootIntroPlugin,
  localeFileTranslate,
  type Translate,
} from './boot-intro';

const intro = {
  path: '/',
  page: 'home',
  title: 'projects:home.title',
  text: 'projects:home.subtitle',
};

describe('bootIntroMarkup', () => {
  const texts: Record<string, Record<string, string>> = {
    en: {
      'projects:home.title': 'Projects',
      'projects:home.subtitle': 'Works of {{county}} & <more>',
    },
    de: { 'projects:home.title': 'Projekte', 'projects:home.subtitle': 'Vorhaben von {{county}}' },
  };
  const translate: Translate = (language, key, values = {}) =>
    (texts[language]?.[key] ?? '').replace(
      /\{\{(\w+)\}\}/g,
      (_, name: string) => values[name] ?? '',
    );

  it('writes one block per language, interpolated and escaped', () => {
    const { html } = bootIntroMarkup(
      [{ ...intro, values: { county: 'Makueni' } }],
      ['en', 'de'],
      translate,
    );
    expect(html).toContain('<div class="boot-intro" data-page="home">');
    expect(html).toContain(
      '<div lang="en"><p class="boot-title">Projects</p><p class="boot-text">Works of Makueni &amp; &lt;more&gt;</p></div>',
    );
    expect(html).toContain('<p class="boot-text">Vorhaben von Makueni</p>');
  });

  it('shows the page by its mark, each language by the document language, the first by default', () => {
    const { css } = bootIntroMarkup([intro], ['en', 'de', 'fr'], translate.bind(null));
    expect(css).toContain(
      `html[data-boot-page='home'] .boot-intro[data-page='home'] { display: block; }`,
    );
    expect(css).toContain(`html[lang='de'] .boot-intro > [lang='de'] { display: block; }`);
    expect(css).toContain(
      `html:not([lang='de']):not([lang='fr']) .boot-intro > [lang='en'] { display: block; }`,
    );
  });

  it('escapes what HTML would read as markup', () => {
    expect(escapeHtml(`a<b>&"c'`)).toBe('a&lt;b&gt;&amp;&quot;c&#39;');
  });
});

describe('bootIntroPlugin', () => {
  const localesDir = join(process.cwd(), 'src/i18n/locales');

  it('reads the app translations', () => {
    const translate = localeFileTranslate(localesDir, ['en', 'de']);
    expect(translate('en', 'projects:home.title')).toBe('County projects dashboard');
    expect(translate('de', 'projects:home.title')).not.toBe('County projects dashboard');
    expect(() => translate('en', 'projects:home.nothing')).toThrow(/no text at "home.nothing"/);
    expect(translate('en', 'projects:home.subtitle', { county: 'Makueni' })).toMatch(
      /^Development projects of Makueni County:/,
    );
  });

  it('fills the markers of index.html and the address map of its script', () => {
    const plugin = bootIntroPlugin({ intros: [intro], languages: ['en', 'pt'], localesDir });
    const hook = plugin.transformIndexHtml as (html: string) => string;
    const html = hook(
      '<style>.a{}</style><script>var page = {/* boot-pages */}[location.pathname];</script><div><!-- boot-intro --><!-- page-intro --></div>',
    );
    expect(html).toContain('var page = {"/":"home"}[location.pathname];');
    expect(html).toContain('<div lang="pt"><p class="boot-title">');
    expect(html).toContain(`html[lang='pt'] .boot-intro > [lang='pt'] { display: block; }`);
    // The rules go inside the page's inline stylesheet.
    expect(html).toMatch(/\{ display: block; \}\n\s*<\/style><script>/);
    // The server's marker is left for the server.
    expect(html).toContain('<!-- page-intro --></div>');
    expect(() => hook('<style></style>')).toThrow(/lacks/);
    expect(() =>
      hook('<script>var page = {/* boot-pages */};</script><!-- boot-intro --></style>'),
    ).toThrow(/lacks <!-- page-intro -->/);
  });
});
