/**
 * Shared Intl formatters. Building one costs milliseconds on a slow phone (more with a time
 * zone), so each locale and set of options is built once, on first use, and then reused: a list
 * of fifty mails formats its dates with one formatter, not fifty.
 */
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function cached<F extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => F): F {
  let formatter = formatters.get(key) as F | undefined;
  if (!formatter) {
    formatter = make();
    formatters.set(key, formatter);
  }
  return formatter;
}

/** The date formatter for this locale and these options, built once. */
export const dateTimeFormat = (
  locale: string,
  options: Intl.DateTimeFormatOptions = {},
): Intl.DateTimeFormat =>
  cached(`d|${locale}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options));

/** The number formatter for this locale and these options, built once. */
export const numberFormat = (
  locale: string,
  options: Intl.NumberFormatOptions = {},
): Intl.NumberFormat =>
  cached(`n|${locale}|${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options));
