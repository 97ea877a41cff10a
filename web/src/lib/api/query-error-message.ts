import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

/** A readable message for a failed query. */
export function queryErrorMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  if ('status' in error) {
    const e = error as FetchBaseQueryError;
    if (typeof e.status === 'number') {
      const data = e.data;
      if (
        data &&
        typeof data === 'object' &&
        'message' in data &&
        typeof data.message === 'string'
      ) {
        return `${e.status}: ${data.message}`;
      }
      // The mock service answers `{ error: "…" }`.
      if (data && typeof data === 'object' && 'error' in data && typeof data.error === 'string') {
        return data.error;
      }
      return String(e.status);
    }
    if ('error' in e && typeof e.error === 'string') return e.error;
  }
  if ('message' in error && typeof (error as { message: unknown }).message === 'string') {
    return (error as { message: string }).message;
  }
  return undefined;
}
