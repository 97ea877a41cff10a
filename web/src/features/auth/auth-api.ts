import {
  loginResponseSchema,
  refreshTokenResponseSchema,
  registerResponseSchema,
  type LoginBody,
  type LoginResponse,
  type RefreshTokenBody,
  type RefreshTokenResponse,
  type RegisterBody,
  type RegisterResponse,
} from '@app/common/apps/auth';
import { baseApi } from '@/lib/api/base-api';

/** The demo account calls (sign in, register, refresh, user), answered by the mock service. */
export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** 200 with `{ user, accessToken }`, or 200 with `{ error }` for a wrong email or password. */
    loginUser: build.mutation<LoginResponse, LoginBody>({
      query: (body) => ({ url: '/authenticate/login/user', method: 'POST', body }),
      transformResponse: (raw: unknown) => loginResponseSchema.parse(raw),
    }),
    /** 200 with `{ user, accessToken }`, or 200 with `{ error: { email, name } }`. */
    registerUser: build.mutation<RegisterResponse, RegisterBody>({
      query: (body) => ({ url: '/authenticate/register/user', method: 'POST', body }),
      transformResponse: (raw: unknown) => registerResponseSchema.parse(raw),
    }),
    /** A fresh token for a valid one; 401 "Invalid access token" otherwise. */
    refreshToken: build.mutation<RefreshTokenResponse, RefreshTokenBody>({
      query: (body) => ({ url: '/authenticate/refresh-token', method: 'POST', body }),
      transformResponse: (raw: unknown) => refreshTokenResponseSchema.parse(raw),
    }),
  }),
  overrideExisting: false,
});
