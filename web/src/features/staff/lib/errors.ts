import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { ImportIssue } from '../types';

interface ServerError {
  statusCode?: number;
  message?: unknown;
  issues?: unknown;
  notices?: unknown;
}

function body(error: unknown): ServerError | null {
  if (!error || typeof error !== 'object' || !('status' in error)) return null;
  const data = (error as FetchBaseQueryError & { data?: unknown }).data;
  return data && typeof data === 'object' ? (data as ServerError) : null;
}

/** The HTTP status of a failed call (401, 403, 412, 422…), or null when no answer came. */
export function errorStatus(error: unknown): number | null {
  if (!error || typeof error !== 'object' || !('status' in error)) return null;
  const status = (error as FetchBaseQueryError).status;
  return typeof status === 'number' ? status : null;
}

/** The server's message, or the network failure's. */
export function errorMessage(error: unknown): string | null {
  const message = body(error)?.message;
  if (typeof message === 'string' && message !== '') return message;
  if (error && typeof error === 'object' && 'error' in error) {
    const e = (error as { error: unknown }).error;
    if (typeof e === 'string') return e;
  }
  return null;
}

/** The row report of a refused import file (422), in row order. */
export function importIssues(error: unknown): ImportIssue[] {
  const issues = body(error)?.issues;
  if (!Array.isArray(issues)) return [];
  return issues
    .filter(
      (i): i is ImportIssue =>
        !!i &&
        typeof i === 'object' &&
        typeof (i as ImportIssue).row === 'number' &&
        typeof (i as ImportIssue).message === 'string',
    )
    .map((i) => ({
      row: i.row,
      field: typeof i.field === 'string' ? i.field : '',
      message: i.message,
    }))
    .sort((a, b) => a.row - b.row);
}

/** What the importer said about a refused file (its encoding, columns read past). */
export function importNotices(error: unknown): string[] {
  const notices = body(error)?.notices;
  return Array.isArray(notices) ? notices.filter((n): n is string => typeof n === 'string') : [];
}
