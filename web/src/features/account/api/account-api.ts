import {
  accountSchema,
  authConfigSchema,
  type Account,
  type AuthConfig,
  type AccountSettingsUpdate,
  type PasswordChange,
} from '@app/common/staff';
import { staffApi } from '@/lib/api/staff-api';

/** The signed-in staff member's account (`/api/v1/account`), with the bearer token of staffApi. */
export const accountApi = staffApi.injectEndpoints({
  endpoints: (build) => ({
    /** The sign-in provider's public settings (for the connections tab). */
    getAuthConfig: build.query<AuthConfig, void>({
      query: () => 'auth/config',
      transformResponse: (raw: unknown) => authConfigSchema.parse(raw),
      keepUnusedDataFor: 600,
    }),
    /** The account, its settings and its last audit entries. */
    getAccount: build.query<Account, void>({
      query: () => 'account',
      transformResponse: (raw: unknown) => accountSchema.parse(raw),
      providesTags: ['Account'],
    }),
    updateAccountSettings: build.mutation<Account, AccountSettingsUpdate>({
      query: (body) => ({ url: 'account/settings', method: 'PUT', body }),
      transformResponse: (raw: unknown) => accountSchema.parse(raw),
      // The answer is the account: no refetch needed; the audit list gains an entry.
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(accountApi.util.upsertQueryData('getAccount', undefined, data));
        } catch {
          /* the form shows the error */
        }
      },
      invalidatesTags: ['Audit'],
    }),
    /** 204 when changed; 400/403/422 with the server's message otherwise, 409 for a provider's account. */
    changePassword: build.mutation<null, PasswordChange>({
      query: (body) => ({
        url: 'account/password',
        method: 'POST',
        body,
        responseHandler: 'content-type',
      }),
      transformResponse: () => null,
      invalidatesTags: ['Account', 'Audit'],
    }),
  }),
  overrideExisting: false,
});

export const {
  useGetAuthConfigQuery,
  useGetAccountQuery,
  useUpdateAccountSettingsMutation,
  useChangePasswordMutation,
} = accountApi;
