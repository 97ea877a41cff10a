/**
 * Number, money and date formatting for the current language. Money is whole Kenya shillings:
 * compact on cards ("Ksh 123.5M", in Kiswahili "Ksh 123.5 milioni"), in full in tables
 * ("Ksh 123,456,789"), under one label, Ksh, in every language.
 */

import { parseCalendarDate } from '@app/common/dates';
import { localeOf } from '@/i18n/languages';

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

// Building an Intl formatter costs milliseconds on a slow phone, so each is made on first use
// and then shared.
function lazyFormat<F extends Intl.NumberFormat | Intl.DateTimeFormat>(
  id: string,
  make: () => F,
): () => F {
  return () => {
    let f = cache.get(id) as F | undefined;
    if (!f) {
      f = make();
      cache.set(id, f);
    }
    return f;
  };
}

const numberFormat = (locale: string, key: string, options: Intl.NumberFormatOptions) =>
  lazyFormat(`n|${locale}|${key}`, () => new Intl.NumberFormat(locale, options));

const dateFormat = (locale: string, key: string, options: Intl.DateTimeFormatOptions) =>
  lazyFormat(`d|${locale}|${key}`, () => new Intl.DateTimeFormat(locale, options));

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
  const integer = numberFormat(locale, 'int', { maximumFractionDigits: 0 });
  const compact = numberFormat(locale, 'compact', {
    notation: 'compact',
    maximumFractionDigits: 1,
  });
  const decimal = numberFormat(locale, 'decimal-1', { maximumFractionDigits: 1 });
  const cents = numberFormat(locale, 'cents', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  const swahili = locale.startsWith('sw');
  const percent = numberFormat(locale, 'percent', {
    style: 'percent',
    maximumFractionDigits: 1,
    minimumFractionDigits: 0,
  });
  const medium = dateFormat(locale, 'medium', { dateStyle: 'medium', timeZone: 'UTC' });
  const short = dateFormat(locale, 'short', { month: 'short', year: '2-digit', timeZone: 'UTC' });
  const dateTime = dateFormat(locale, 'date-time', { dateStyle: 'medium', timeStyle: 'short' });
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
