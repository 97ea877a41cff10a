import { createSelector, createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { EmailFilter, EmailFolder, EmailLabel, Mail } from '@app/common/apps/email';
import { addNotice, noticeReducers } from '@/lib/store/notice-list';
import { rootReducer } from '@/lib/store/root-reducer';
import type { RootState } from '@/lib/store/store';
import { emailApi, type MailsApiState } from '../api/email-api';
import { searchMails } from '../lib/mail-updates';
import { mailText } from '../lib/mail-text';
import {
  mailActionFailed,
  mailSent,
  mailsTrashed,
  type MailFailure,
  type TrashedMail,
} from './email-actions';

/** The list shown: a folder (or the starred view), or a label. From the address. */
export interface EmailParams {
  folder?: EmailFolder | 'starred';
  label?: EmailLabel;
}

/** A message for the user: a refused change (put back), a mail sent or kept, mails trashed. */
export type EmailNotice =
  | ({ id: number; kind: 'failed' } & MailFailure)
  | { id: number; kind: 'sent' | 'draft' }
  | { id: number; kind: 'trashed'; mails: TrashedMail[] };

/** The email app's own state; the mails themselves stay in the API cache. */
export interface EmailUiState {
  params: EmailParams;
  query: string;
  selectedEmails: number[];
  /** The mail open in the reading pane. */
  openMailId: number | null;
  /** Refused changes waiting to be read, oldest first. */
  notices: EmailNotice[];
}

const initialState: EmailUiState = {
  params: { folder: 'inbox' },
  query: '',
  selectedEmails: [],
  openMailId: null,
  notices: [],
};

export const filterOf = (params: EmailParams): EmailFilter =>
  params.label ?? params.folder ?? 'inbox';

const sameParams = (a: EmailParams, b: EmailParams): boolean =>
  a.folder === b.folder && a.label === b.label;

export const emailSlice = createSlice({
  name: 'email',
  initialState,
  reducers: {
    /** Another folder or label: the selection and the open mail go. */
    paramsChanged(state, action: PayloadAction<EmailParams>) {
      if (sameParams(state.params, action.payload)) return;
      state.params = action.payload;
      state.selectedEmails = [];
      state.openMailId = null;
    },
    queryChanged(state, action: PayloadAction<string>) {
      state.query = action.payload;
    },
    mailSelected(state, action: PayloadAction<number>) {
      if (!state.selectedEmails.includes(action.payload)) state.selectedEmails.push(action.payload);
    },
    mailDeselected(state, action: PayloadAction<number>) {
      state.selectedEmails = state.selectedEmails.filter((id) => id !== action.payload);
    },
    mailSelectionToggled(state, action: PayloadAction<number>) {
      const id = action.payload;
      state.selectedEmails = state.selectedEmails.includes(id)
        ? state.selectedEmails.filter((item) => item !== id)
        : [...state.selectedEmails, id];
    },
    /** Selects the mails listed (the ones on screen). */
    allMailsSelected(state, action: PayloadAction<number[]>) {
      state.selectedEmails = [...action.payload];
    },
    selectionCleared(state) {
      state.selectedEmails = [];
    },
    mailOpened(state, action: PayloadAction<number | null>) {
      state.openMailId = action.payload;
    },
    ...noticeReducers,
  },
  extraReducers: (builder) => {
    builder
      .addCase(mailActionFailed, (state, action) => {
        addNotice(state, { ...action.payload, kind: 'failed' });
      })
      .addCase(mailSent, (state, action) => {
        addNotice(state, { kind: action.payload.folder });
      })
      // One trash notice at a time: the newest move is the one Undo puts back.
      .addCase(mailsTrashed, (state, action) => {
        addNotice(
          state,
          { kind: 'trashed', mails: action.payload },
          { replaces: (notice) => notice.kind === 'trashed' },
        );
      })
      // Moving mails clears the selection; moved mails leave the reading pane.
      .addMatcher(emailApi.endpoints.moveMails.matchPending, (state, action) => {
        const moved = action.meta.arg.originalArgs.selectedEmails;
        state.selectedEmails = [];
        if (state.openMailId !== null && moved.includes(state.openMailId)) state.openMailId = null;
      })
      // Marking read or unread clears the selection.
      .addMatcher(emailApi.endpoints.markUnread.matchPending, (state) => {
        state.selectedEmails = [];
      });
  },
  selectors: {
    selectEmailUi: (state) => state,
    selectEmailParams: (state) => state.params,
    selectEmailQuery: (state) => state.query,
    selectSelectedEmails: (state) => state.selectedEmails,
    selectOpenMailId: (state) => state.openMailId,
    selectEmailNotices: (state) => state.notices,
  },
});

export const {
  paramsChanged,
  queryChanged,
  mailSelected,
  mailDeselected,
  mailSelectionToggled,
  allMailsSelected,
  selectionCleared,
  mailOpened,
  noticeDismissed,
} = emailSlice.actions;

declare module '@/lib/store/root-reducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  export interface LazyLoadedSlices extends WithSlice<typeof emailSlice> {}
}

const injected = emailSlice.injectInto(rootReducer);
export const {
  selectEmailUi,
  selectEmailParams,
  selectEmailQuery,
  selectSelectedEmails,
  selectOpenMailId,
  selectEmailNotices,
} = injected.selectors;

const EMPTY: readonly Mail[] = [];

type ListSelector = ReturnType<typeof emailApi.endpoints.getMails.select>;
const listSelectors = new Map<EmailFilter, ListSelector>();

function listSelector(filter: EmailFilter): ListSelector {
  let selector = listSelectors.get(filter);
  if (!selector) {
    selector = emailApi.endpoints.getMails.select(filter);
    listSelectors.set(filter, selector);
  }
  return selector;
}

/** The API cache entry of the list the address names. */
const selectCurrentList = (state: RootState) =>
  // The API slice is injected before any mail is asked for; until then the list is empty.
  listSelector(filterOf(selectEmailParams(state)))(state as MailsApiState);

/** The mails of the current list, as the server answered them. */
export const selectMails = createSelector(
  [selectCurrentList],
  (result): readonly Mail[] => result.data?.emails ?? EMPTY,
);

/** The current list narrowed by the search text. */
export const selectFilteredMails = createSelector([selectMails, selectEmailQuery], (mails, query) =>
  searchMails(mails, query, mailText),
);

/** The email page's state: mails, params, query, selectedEmails, filteredMails. */
export const selectEmailState = createSelector(
  [selectMails, selectEmailParams, selectEmailQuery, selectSelectedEmails, selectFilteredMails],
  (mails, params, query, selectedEmails, filteredMails) => ({
    mails,
    params,
    query,
    selectedEmails,
    filteredMails,
  }),
);
