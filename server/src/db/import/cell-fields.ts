import { isCalendarDate } from '@app/common/dates';
import { z } from 'zod';

/**
 * One cell of an import file, read as a field: each schema takes the cell's text and gives the
 * value to store (null for an empty cell) or an issue that says what is wrong with it.
 */

export const text = (max: number) =>
  z
    .string()
    .max(max, `is longer than ${max} characters`)
    .transform((v) => (v === '' ? null : v));

export const requiredText = (max: number) =>
  z.string().min(1, 'is required').max(max, `is longer than ${max} characters`);

/** 2024-01-31 (ISO) or 31/01/2024 (day first, as Kenyan spreadsheets write it). */
export const dateField = z.string().transform((v, ctx) => {
  if (v === '') return null;
  let m = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ].*)?$/.exec(v);
  let y: number, mo: number, d: number;
  if (m) {
    [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  } else {
    m = /^(\d{1,2})[/.](\d{1,2})[/.](\d{4})$/.exec(v);
    if (!m) {
      ctx.addIssue({
        code: 'custom',
        message: `"${v.slice(0, 40)}" is not a date like 2024-01-31 or 31/01/2024`,
      });
      return z.NEVER;
    }
    [d, mo, y] = [Number(m[1]), Number(m[2]), Number(m[3])];
  }
  const iso = `${y}-${String(mo).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
  if (!isCalendarDate(iso) || y < 1990 || y > 2100) {
    ctx.addIssue({ code: 'custom', message: `"${v.slice(0, 40)}" is not a valid date` });
    return z.NEVER;
  }
  return iso;
});

/** Kenya shillings: "1,250,000", "KES 1 250 000.50" (rounded to whole shillings). */
export function moneyField(required: boolean) {
  return z.string().transform((v, ctx) => {
    const cleaned = v.replace(/^(ksh|kes|kshs)\.?\s*/i, '').replace(/[,\s]/g, '');
    if (cleaned === '') {
      if (required) {
        ctx.addIssue({ code: 'custom', message: 'is required' });
        return z.NEVER;
      }
      return null;
    }
    if (!/^\d{1,15}(\.\d{1,2})?$/.test(cleaned)) {
      ctx.addIssue({
        code: 'custom',
        message: `"${v.slice(0, 40)}" is not an amount in shillings`,
      });
      return z.NEVER;
    }
    const n = Math.round(Number(cleaned));
    if (n > 1e13) {
      ctx.addIssue({ code: 'custom', message: `${v} is more than 10 trillion shillings` });
      return z.NEVER;
    }
    return n;
  });
}

export function intField(min: number, max: number) {
  return z.string().transform((v, ctx) => {
    const cleaned = v.replace(/[,\s%]/g, '');
    if (cleaned === '') return null;
    if (!/^-?\d+(\.0+)?$/.test(cleaned)) {
      ctx.addIssue({ code: 'custom', message: `"${v.slice(0, 40)}" is not a whole number` });
      return z.NEVER;
    }
    const n = Number(cleaned);
    if (n < min || n > max) {
      ctx.addIssue({ code: 'custom', message: `${n} is not between ${min} and ${max}` });
      return z.NEVER;
    }
    return n;
  });
}

export function coordinateField(min: number, max: number) {
  return z.string().transform((v, ctx) => {
    if (v === '') return null;
    const n = Number(v);
    if (!/^-?\d+(\.\d+)?$/.test(v) || !Number.isFinite(n)) {
      ctx.addIssue({ code: 'custom', message: `"${v.slice(0, 40)}" is not a number` });
      return z.NEVER;
    }
    if (n < min || n > max) {
      ctx.addIssue({ code: 'custom', message: `${n} is outside Makueni County` });
      return z.NEVER;
    }
    return Math.round(n * 1e6) / 1e6;
  });
}
