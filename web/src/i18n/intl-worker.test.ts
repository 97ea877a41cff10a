import { afterEach, expect, it, vi } from 'vitest';
import { recordNumberFormats } from '@/testing/intl';

afterEach(() => vi.unstubAllGlobals());

it('builds the formats for the locale it is sent, then says it is ready', async () => {
  const scope = new EventTarget();
  const replies: unknown[] = [];
  vi.stubGlobal('self', Object.assign(scope, { postMessage: (m: unknown) => replies.push(m) }));
  const made = recordNumberFormats();
  await import('./intl-worker');
  scope.dispatchEvent(new MessageEvent('message', { data: 'de' }));
  expect(made).toEqual(['de']);
  expect(replies).toEqual(['ready']);
  scope.dispatchEvent(new MessageEvent('message', { data: 'not a locale!' }));
  expect(replies).toEqual(['ready', 'ready']);
});
