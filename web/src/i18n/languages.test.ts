import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubWorkers } from '@/testing/intl';
import { LANGUAGES, localeOf, preferredLanguage, warmUpIntl } from './languages';

describe('formatting locale', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('formats English with Kenyan conventions and the others as themselves', () => {
    expect(localeOf('en')).toBe('en-KE');
    expect(localeOf(undefined)).toBe('en-KE');
    expect(localeOf('pt')).toBe('pt');
  });

  it('formats Kiswahili with Kenyan conventions, in Kiswahili', () => {
    expect(localeOf('sw')).toBe('sw-KE');
    expect(localeOf('sw-TZ')).toBe('sw-KE');
    const date = new Intl.DateTimeFormat(localeOf('sw'), { dateStyle: 'long', timeZone: 'UTC' });
    expect(date.format(new Date(Date.UTC(2024, 0, 31)))).toBe('31 Januari 2024');
  });
});

describe("the browser's language", () => {
  it('picks the first language the portal speaks, by its base language', () => {
    expect(preferredLanguage(['sw-KE', 'en'])).toBe('sw');
    expect(preferredLanguage(['sw'])).toBe('sw');
    expect(preferredLanguage(['kam', 'SW-ke'])).toBe('sw');
    expect(preferredLanguage(['en-US', 'sw'])).toBe('en');
    expect(preferredLanguage(['pt-BR'])).toBe('pt');
    expect(preferredLanguage(['kam', 'ja'])).toBeUndefined();
    expect(preferredLanguage([])).toBeUndefined();
  });

  it('has a worker set up Intl for the language, and resolves once it is done', async () => {
    const workers = stubWorkers();
    await warmUpIntl('de');
    expect(workers.sent).toEqual(['de']);
    expect(workers.terminated()).toBe(1);
    await warmUpIntl(undefined);
    expect(workers.sent).toEqual(['de', 'en-KE']);
  });

  it('resolves when the worker fails, and at once where there are no workers', async () => {
    const workers = stubWorkers({ fail: true });
    await expect(warmUpIntl('fr')).resolves.toBeUndefined();
    expect(workers.terminated()).toBe(1);
    vi.stubGlobal('Worker', undefined);
    await expect(warmUpIntl('fr')).resolves.toBeUndefined();
  });
});

describe('the loading screen', () => {
  it("picks its intro's language from the same languages as the app", () => {
    const html = readFileSync(join(import.meta.dirname, '../../index.html'), 'utf8');
    const list = /\/\^\(([a-z|]+)\)\$\/\.test\(b\)/.exec(html)?.[1];
    expect(list?.split('|').sort()).toEqual(LANGUAGES.map((l) => l.code).sort());
  });
});
