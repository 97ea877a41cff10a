import { describe, expect, it } from 'vitest';
import { emailApi } from '../api/email-api';
import { mailActionFailed, mailSent } from './email-actions';
import {
  allMailsSelected,
  emailSlice,
  mailDeselected,
  mailOpened,
  mailSelected,
  mailSelectionToggled,
  noticeDismissed,
  paramsChanged,
  queryChanged,
  selectionCleared,
  type EmailUiState,
} from './email-slice';

const reduce = emailSlice.reducer;
const initial = (): EmailUiState => reduce(undefined, { type: 'init' });

/** A pending action of an email mutation, as RTK Query dispatches it. */
function pending<A>(endpointName: string, originalArgs: A) {
  return {
    type: 'api/executeMutation/pending',
    payload: undefined,
    meta: {
      arg: { type: 'mutation', endpointName, originalArgs, track: true },
      requestId: 'r1',
      requestStatus: 'pending',
      startedTimeStamp: 0,
      RTK_autoBatch: true,
    },
  };
}

describe('email slice (its state and its transitions)', () => {
  it('starts on the inbox with no query, selection or open mail', () => {
    expect(initial()).toEqual({
      params: { folder: 'inbox' },
      query: '',
      selectedEmails: [],
      openMailId: null,
      notices: [],
    });
  });

  it('selects one, several, all and none', () => {
    let s = reduce(initial(), mailSelected(3));
    s = reduce(s, mailSelected(5));
    s = reduce(s, mailSelected(3));
    expect(s.selectedEmails).toEqual([3, 5]);
    s = reduce(s, mailDeselected(3));
    expect(s.selectedEmails).toEqual([5]);
    s = reduce(s, mailSelectionToggled(7));
    s = reduce(s, mailSelectionToggled(5));
    expect(s.selectedEmails).toEqual([7]);
    s = reduce(s, allMailsSelected([1, 2, 3]));
    expect(s.selectedEmails).toEqual([1, 2, 3]);
    s = reduce(s, selectionCleared());
    expect(s.selectedEmails).toEqual([]);
  });

  it('builds pending actions RTK Query recognises', () => {
    expect(emailApi.endpoints.moveMails.matchPending(pending('moveMails', {}))).toBe(true);
    expect(emailApi.endpoints.markUnread.matchPending(pending('markUnread', {}))).toBe(true);
  });

  it('moving mails clears the selection and closes a moved open mail', () => {
    let s = reduce(initial(), allMailsSelected([1, 2]));
    s = reduce(s, mailOpened(2));
    s = reduce(
      s,
      pending('moveMails', {
        selectedEmails: [2],
        mailFolder: 'trash',
      }),
    );
    expect(s.selectedEmails).toEqual([]);
    expect(s.openMailId).toBeNull();
  });

  it('mark-unread clears the selection', () => {
    let s = reduce(initial(), allMailsSelected([1, 2]));
    s = reduce(s, pending('markUnread', { emailIds: [1, 2], unreadFlag: true }));
    expect(s.selectedEmails).toEqual([]);
  });

  it('another folder or label clears the selection and the open mail; the query stays', () => {
    let s = reduce(initial(), queryChanged('budget'));
    s = reduce(s, allMailsSelected([1]));
    s = reduce(s, mailOpened(1));
    s = reduce(s, paramsChanged({ label: 'company' }));
    expect(s).toMatchObject({
      params: { label: 'company' },
      query: 'budget',
      selectedEmails: [],
      openMailId: null,
    });
    // The same folder again changes nothing.
    const same = reduce(reduce(s, allMailsSelected([4])), paramsChanged({ label: 'company' }));
    expect(same.selectedEmails).toEqual([4]);
  });

  it('keeps messages about refused changes and sent mails until dismissed', () => {
    let s = reduce(initial(), mailActionFailed({ action: 'move', count: 2 }));
    s = reduce(s, mailSent({ folder: 'sent' }));
    expect(s.notices).toEqual([
      { id: 1, kind: 'failed', action: 'move', count: 2 },
      { id: 2, kind: 'sent' },
    ]);
    s = reduce(s, noticeDismissed(1));
    expect(s.notices.map((n) => n.id)).toEqual([2]);
  });
});
