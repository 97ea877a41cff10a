/**
 * Number, money and date formatting for the current language. Money is whole Kenya shillings:
 * compact on cards ("Ksh 123.5M", in Kiswahili "Ksh 123.5 milioni"), in full in tables
 * ("Ksh 123,456,789"), under one label, Ksh, in every language.
 */

import { parseCalendarDate } from '@app/common/dates';
import { localeOf } from '@/i18n/languages';
import { dateTimeFormat, numberFormat } from '@/lib/intl-cache';

// Each formatter is fetched from the shared cache on first use, not when the set is made.
function lazyNumber(locale: string, options: Intl.NumberFormatOptions): () => Intl.NumberFormat {
  let formatter: Intl.NumberFormat | undefined;
  return () => (formatter ??= numberFormat(locale, options));
}

function lazyDate(locale: string, options: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  let formatter: Intl.DateTimeFormat | undefined;
  return () => (formatter ??= dateTimeFormat(locale, options));
}

export interface Formatters {
  locale: string;
  /** Compact money for cards and chart labels: "Ksh 1.2M". */
  moneyCompact: (value: number) => string;
  /** Full money for tables: "Ksh 1,234,567". */
  money: (value: number) => string;
  /** Money to the cent, for prices in the sample shop and data list: "Ksh 1,299.50". */
  moneyCents: (value: number) => string;
  /** Whole numbers with grouping. */
  number: (value: number) => string;
  /** Compact plain numbers: "12K". */
  numberCompact: (value: number) => string;
  /** A 0-100 percentage with at most one decimal: "45.5%". */
  percent: (value: number) => string;
  /** ISO calendar date "2024-01-31" as a medium date; '' for null. */
  date: (iso: string | null | undefined) => string;
  /** Short date for chart axes. */
  dateShort: (iso: string) => string;
  /** ISO timestamp as date and time. */
  dateTime: (iso: string) => string;
}

/**
 * Reads "YYYY-MM-DD" as that calendar day (UTC), so no time zone can shift it; null for a day
 * that does not exist (2024-02-30), which is shown as written rather than as another day.
 */
export const parseIsoDate = parseCalendarDate;

/** The one currency label, in every language (Intl writes "KES" in some, "Ksh" in others). */
export const CURRENCY_LABEL = 'Ksh';

function withLabel(value: number, amount: string): string {
  return `${value < 0 ? '-' : ''}${CURRENCY_LABEL} ${amount}`;
}

/**
 * Compact amounts as Kiswahili writes them, the number before the word: "542.7 milioni",
 * "12.6 bilioni" (Intl's Kiswahili data puts a letter before the number: "M542.7").
 */
function swahiliCompact(value: number, decimal: Intl.NumberFormat): string {
  if (value >= 1e9) return `${decimal.format(value / 1e9)} bilioni`;
  if (value >= 1e6) return `${decimal.format(value / 1e6)} milioni`;
  if (value >= 1e3) return `${decimal.format(value / 1e3)} elfu`;
  return decimal.format(value);
}

export function makeFormatters(language: string | undefined): Formatters {
  const locale = localeOf(language);
  const integer = lazyNumber(locale, { maximumFractionDigits: 0 });
  const compact = lazyNumber(locale, {
    notation: 'compact',
    maximumFractionDigits: 1,
  });
  const decimal = lazyNumber(locale, { maximumFractionDigits: 1 });
  const cents = lazyNumber(locale, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  const swahili = locale.startsWith('sw');
  const percent = lazyNumber(locale, {
    style: 'percent',
    maximumFractionDigits: 1,
    minimumFractionDigits: 0,
  });
  const medium = lazyDate(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  const short = lazyDate(locale, { month: 'short', year: '2-digit', timeZone: 'UTC' });
  const dateTime = lazyDate(locale, { dateStyle: 'medium', timeStyle: 'short' });
  return {
    locale,
    moneyCompact: (v) =>
      withLabel(
        v,
        swahili ? swahiliCompact(Math.abs(v), decimal()) : compact().format(Math.abs(v)),
      ),
    money: (v) => withLabel(v, integer().format(Math.abs(Math.round(v)))),
    moneyCents: (v) => withLabel(v, cents().format(Math.abs(v))),
    number: (v) => integer().format(v),
    numberCompact: (v) => compact().format(v),
    percent: (v) => percent().format(v / 100),
    date: (iso) => {
      if (!iso) return '';
      const d = parseIsoDate(iso);
      return d ? medium().format(d) : iso;
    },
    dateShort: (iso) => {
      const d = parseIsoDate(iso);
      return d ? short().format(d) : iso;
    },
    dateTime: (iso) => {
      const d = new Date(iso);
      return Number.isNaN(d.getTime()) ? iso : dateTime().format(d);
    },
  };
}
