import { describe, expect, it } from 'vitest';
import { chatActionFailed } from './chat-actions';
import {
  chatSlice,
  contactSelected,
  noticeDismissed,
  queryChanged,
  statusChanged,
  type ChatUiState,
} from './chat-slice';

const reduce = chatSlice.reducer;
const initial = (): ChatUiState => reduce(undefined, { type: 'init' });

describe('chat slice', () => {
  it("starts with the user's status active, no search and no open thread", () => {
    expect(initial()).toEqual({
      status: 'active',
      query: '',
      selectedContactId: null,
      notices: [],
    });
  });

  it("changes the user's status", () => {
    expect(reduce(initial(), statusChanged('do not disturb')).status).toBe('do not disturb');
  });

  it('keeps the search and the open thread', () => {
    let s = reduce(initial(), queryChanged('kya'));
    s = reduce(s, contactSelected(3));
    expect(s).toMatchObject({ query: 'kya', selectedContactId: 3 });
  });

  it('keeps messages about refused changes until dismissed', () => {
    let s = reduce(initial(), chatActionFailed({ action: 'send' }));
    s = reduce(s, chatActionFailed({ action: 'pin' }));
    expect(s.notices).toEqual([
      { id: 1, action: 'send' },
      { id: 2, action: 'pin' },
    ]);
    expect(reduce(s, noticeDismissed(1)).notices).toEqual([{ id: 2, action: 'pin' }]);
  });
});
