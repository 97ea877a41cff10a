import { describe, expect, it } from 'vitest';
import { addNotice, noticeReducers, type WithNotices } from './notice-list';

type Notice = { id: number; kind: 'failed'; action: string } | { id: number; kind: 'undo' };

const list = (...notices: Notice[]): WithNotices<Notice> => ({ notices });
const { noticeDismissed } = noticeReducers;
const dismiss = (state: WithNotices<Notice>, id: number) =>
  noticeDismissed(state, { type: 'x/noticeDismissed', payload: id });

describe('notice list', () => {
  it('numbers notices from 1, oldest first', () => {
    const state = list();
    addNotice(state, { kind: 'failed', action: 'send' });
    addNotice(state, { kind: 'undo' });
    expect(state.notices).toEqual([
      { id: 1, kind: 'failed', action: 'send' },
      { id: 2, kind: 'undo' },
    ]);
  });

  it('drops a notice when it is dismissed, and counts on from the newest left', () => {
    const state = list({ id: 1, kind: 'undo' }, { id: 2, kind: 'failed', action: 'pin' });
    dismiss(state, 1);
    expect(state.notices).toEqual([{ id: 2, kind: 'failed', action: 'pin' }]);
    dismiss(state, 7);
    expect(state.notices.map((n) => n.id)).toEqual([2]);
    addNotice(state, { kind: 'undo' });
    expect(state.notices.map((n) => n.id)).toEqual([2, 3]);
  });

  it('replaces the notices a new one takes the place of, never reusing their id', () => {
    const state = list({ id: 1, kind: 'failed', action: 'send' }, { id: 2, kind: 'undo' });
    addNotice(state, { kind: 'undo' }, { replaces: (n) => n.kind === 'undo' });
    expect(state.notices).toEqual([
      { id: 1, kind: 'failed', action: 'send' },
      { id: 3, kind: 'undo' },
    ]);
  });

  it('keeps only the newest ones when told how many', () => {
    const state = list();
    addNotice(state, { kind: 'failed', action: 'add' }, { keep: 1 });
    addNotice(state, { kind: 'failed', action: 'update' }, { keep: 1 });
    expect(state.notices).toEqual([{ id: 2, kind: 'failed', action: 'update' }]);
  });
});
