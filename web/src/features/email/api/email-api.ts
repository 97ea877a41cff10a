import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import {
  emailCountsResponseSchema,
  mailsChangedResponseSchema,
  mailsResponseSchema,
  type EmailCounts,
  type EmailFilter,
  type EmailFolder,
  type EmailLabel,
  type Mail,
  type MailsResponse,
} from '@app/common/apps/email';
import type { SendMailBody } from '@app/common/apps/email-compose';
import { baseApi } from '@/lib/api/base-api';
import { mailActionFailed, type MailFailure } from '../store/email-actions';
import {
  moveTo,
  patchList,
  setUnread,
  shiftCounts,
  toggleLabel,
  toggleStar,
} from '../lib/mail-updates';

export interface MoveMailsArgs {
  selectedEmails: number[];
  mailFolder: EmailFolder;
}

export interface MarkUnreadArgs {
  emailIds: number[];
  unreadFlag: boolean;
}

export interface SetLabelsArgs {
  emailIds: number[];
  label: EmailLabel;
}

interface LifecycleApi {
  dispatch: ThunkDispatch<MailsApiState, unknown, UnknownAction>;
  getState: () => unknown;
  queryFulfilled: Promise<unknown>;
}

const parseChanged = (response: unknown): Mail[] =>
  mailsChangedResponseSchema.parse(response).emails;

const LIST_TAG = { type: 'Mail', id: 'LIST' } as const;
const COUNTS_TAG = { type: 'Mail', id: 'COUNTS' } as const;

export const emailApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/email/mails?filter: a folder, `starred` or a label; newest first. */
    getMails: build.query<MailsResponse, EmailFilter>({
      query: (filter) => ({ url: 'email/mails', params: { filter } }),
      transformResponse: (response: unknown) => mailsResponseSchema.parse(response),
      providesTags: [LIST_TAG],
    }),

    /** GET /api/email/counts: every folder's and label's unread count in one call. */
    getMailCounts: build.query<EmailCounts, void>({
      query: () => 'email/counts',
      transformResponse: (response: unknown) => emailCountsResponseSchema.parse(response).counts,
      providesTags: [COUNTS_TAG],
    }),

    /** POST /api/email/set-starred: toggles the star. */
    setStarred: build.mutation<Mail[], { mailId: number }>({
      query: ({ mailId }) => ({ url: 'email/set-starred', method: 'POST', body: { mailId } }),
      transformResponse: parseChanged,
      onQueryStarted: ({ mailId }, api) =>
        optimistic([mailId], toggleStar, 'star', api as LifecycleApi),
    }),

    /** POST /api/email/move-mails: sets the folder (the slice clears the selection). */
    moveMails: build.mutation<Mail[], MoveMailsArgs>({
      query: (body) => ({ url: 'email/move-mails', method: 'POST', body }),
      transformResponse: parseChanged,
      onQueryStarted: ({ selectedEmails, mailFolder }, api) =>
        optimistic(selectedEmails, moveTo(mailFolder), 'move', api as LifecycleApi),
    }),

    /** POST /api/email/mark-unread: sets `unread` to the flag given. */
    markUnread: build.mutation<Mail[], MarkUnreadArgs>({
      query: (body) => ({ url: 'email/mark-unread', method: 'POST', body }),
      transformResponse: parseChanged,
      onQueryStarted: ({ emailIds, unreadFlag }, api) =>
        optimistic(emailIds, setUnread(unreadFlag), 'unread', api as LifecycleApi),
    }),

    /** POST /api/email/set-labels: toggles the label on each mail. */
    setLabels: build.mutation<Mail[], SetLabelsArgs>({
      query: (body) => ({ url: 'email/set-labels', method: 'POST', body }),
      transformResponse: parseChanged,
      onQueryStarted: ({ emailIds, label }, api) =>
        optimistic(emailIds, toggleLabel(label), 'label', api as LifecycleApi),
    }),

    /** POST /api/email/send-mail: sends a mail or keeps it as a draft. */
    sendMail: build.mutation<Mail[], SendMailBody>({
      query: (body) => ({ url: 'email/send-mail', method: 'POST', body }),
      transformResponse: parseChanged,
      invalidatesTags: [LIST_TAG, COUNTS_TAG],
    }),
  }),
});

/**
 * Applies a change to every cached list at once (mails leave and join lists as their folder,
 * star or labels change). When the call fails the lists are put back and a message is shown;
 * the unread counts change with them. Either way lists and counts are then reloaded.
 */
async function optimistic(
  ids: readonly number[],
  change: (mail: Mail) => Mail,
  action: MailFailure['action'],
  { dispatch, getState, queryFulfilled }: LifecycleApi,
): Promise<void> {
  const state = getState() as MailsApiState;
  const filters = emailApi.util.selectCachedArgsForQuery(state, 'getMails');
  const wanted = new Set(ids);
  const known = new Map<number, Mail>();
  const lists = filters.flatMap((filter) => {
    const data = emailApi.endpoints.getMails.select(filter)(state).data;
    if (!data) return [];
    for (const mail of data.emails) if (wanted.has(mail.id)) known.set(mail.id, mail);
    return [{ filter, data }];
  });
  const before = [...known.values()];
  const changed = before.map(change);
  const patches = lists.map(({ filter, data }) =>
    dispatch(
      emailApi.util.updateQueryData('getMails', filter, () => ({
        ...data,
        emails: patchList(data.emails, changed, filter),
      })),
    ),
  );
  patches.push(
    dispatch(
      emailApi.util.updateQueryData('getMailCounts', undefined, (counts) =>
        shiftCounts(counts, before, changed),
      ),
    ),
  );
  try {
    await queryFulfilled;
  } catch {
    for (const patch of patches.reverse()) patch.undo();
    dispatch(mailActionFailed({ action, count: ids.length }));
  }
  dispatch(emailApi.util.invalidateTags([LIST_TAG, COUNTS_TAG]));
}

/** The part of the store the mail lists live in. */
export type MailsApiState = Parameters<ReturnType<typeof emailApi.endpoints.getMails.select>>[0];

export const {
  useGetMailsQuery,
  useGetMailCountsQuery,
  useSetStarredMutation,
  useMoveMailsMutation,
  useMarkUnreadMutation,
  useSetLabelsMutation,
  useSendMailMutation,
} = emailApi;
