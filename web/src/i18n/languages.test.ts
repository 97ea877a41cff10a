import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubWorkers } from '@/testing/intl';
import { localeOf, warmUpIntl } from './languages';

describe('formatting locale', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('formats English with Kenyan conventions and the others as themselves', () => {
    expect(localeOf('en')).toBe('en-KE');
    expect(localeOf(undefined)).toBe('en-KE');
    expect(localeOf('pt')).toBe('pt');
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
