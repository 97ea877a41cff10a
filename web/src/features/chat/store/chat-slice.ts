import { createSelector, createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { ChatContact } from '@app/common/apps/chat';
import { addNotice, noticeReducers } from '@/lib/store/notice-list';
import { rootReducer } from '@/lib/store/root-reducer';
import type { RootState } from '@/lib/store/store';
import { chatApi, type ChatApiState } from '../api/chat-api';
import { chatList, matchesContact, type ChatRecord } from '../lib/chat-updates';
import { chatActionFailed, type ChatFailure } from './chat-actions';

/** The user's own status; `active` shows as online to others. */
export const USER_STATUSES = ['active', 'away', 'do not disturb', 'offline'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export interface ChatNotice extends ChatFailure {
  id: number;
}

/** The chat app's own state; contacts and threads stay in the API cache. */
export interface ChatUiState {
  status: UserStatus;
  query: string;
  /** The contact whose thread is open. */
  selectedContactId: number | null;
  notices: ChatNotice[];
}

const initialState: ChatUiState = {
  status: 'active',
  query: '',
  selectedContactId: null,
  notices: [],
};

export const chatSlice = createSlice({
  name: 'chat',
  initialState,
  reducers: {
    statusChanged(state, action: PayloadAction<UserStatus>) {
      state.status = action.payload;
    },
    queryChanged(state, action: PayloadAction<string>) {
      state.query = action.payload;
    },
    contactSelected(state, action: PayloadAction<number | null>) {
      state.selectedContactId = action.payload;
    },
    ...noticeReducers,
  },
  extraReducers: (builder) => {
    builder.addCase(chatActionFailed, (state, action) => {
      addNotice(state, action.payload);
    });
  },
  selectors: {
    selectChatUi: (state) => state,
    selectUserStatus: (state) => state.status,
    selectChatQuery: (state) => state.query,
    selectSelectedContactId: (state) => state.selectedContactId,
    selectChatNotices: (state) => state.notices,
  },
});

export const { statusChanged, queryChanged, contactSelected, noticeDismissed } = chatSlice.actions;

declare module '@/lib/store/root-reducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  export interface LazyLoadedSlices extends WithSlice<typeof chatSlice> {}
}

const injected = chatSlice.injectInto(rootReducer);
export const {
  selectChatUi,
  selectUserStatus,
  selectChatQuery,
  selectSelectedContactId,
  selectChatNotices,
} = injected.selectors;

const NO_CHATS: ChatRecord = {};
const NO_CONTACTS: readonly ChatContact[] = [];

const selectGetChats = chatApi.endpoints.getChats.select();
// The API slice is injected before any chat is asked for; until then there are no chats.
const selectChatsResult = (state: RootState) => selectGetChats(state as ChatApiState);

export const selectChats = createSelector(
  [selectChatsResult],
  (result): ChatRecord => result.data?.chats ?? NO_CHATS,
);

export const selectContacts = createSelector(
  [selectChatsResult],
  (result): readonly ChatContact[] => result.data?.contacts ?? NO_CONTACTS,
);

/** Contacts with a chat, most recent first. */
export const selectChatContacts = createSelector([selectContacts, selectChats], chatList);

/** Uids of the pinned chats. */
export const selectPinned = createSelector([selectChatContacts], (entries) =>
  entries.filter((entry) => entry.isPinned).map((entry) => entry.uid),
);

/** Contacts without a chat yet, matching the search. */
export const selectFilteredContacts = createSelector(
  [selectContacts, selectChats, selectChatQuery],
  (contacts, chats, query) =>
    contacts.filter((contact) => !chats[String(contact.uid)] && matchesContact(contact, query)),
);

/** Chats matching the search (by name, about or last message). */
export const selectFilteredChats = createSelector(
  [selectChatContacts, selectChatQuery],
  (entries, query) => entries.filter((entry) => matchesContact(entry, query)),
);

/** The chat page's state: chats, contacts, pinned ones, the user's status, the filtered lists. */
export const selectChatState = createSelector(
  [
    selectChats,
    selectContacts,
    selectChatContacts,
    selectPinned,
    selectUserStatus,
    selectFilteredContacts,
    selectFilteredChats,
  ],
  (chats, contacts, chatContacts, pinned, status, filteredContacts, filteredChats) => ({
    chats,
    contacts,
    chatContacts,
    pinned,
    status,
    filteredContacts,
    filteredChats,
  }),
);
