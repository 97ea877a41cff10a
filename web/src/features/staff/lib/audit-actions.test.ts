import { AUDIT_ACTIONS } from '@app/common';
import { expect, it } from 'vitest';
import staff from '@/i18n/locales/en/staff.json';

// The audit page names each action the server records (the other languages have the same keys:
// see i18n/locales.test.ts); an action without a label would show as its raw key.
it('has a label for every action the audit log records', () => {
  const labels: Record<string, string> = staff.audit.actions;
  const missing = AUDIT_ACTIONS.filter((action) => !labels[action.replace('.', '_')]);
  expect(missing).toEqual([]);
});
