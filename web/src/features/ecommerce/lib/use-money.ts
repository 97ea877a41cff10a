import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Formats shillings in the page's language. */
export function useMoney(): (amount: number) => string {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const format = new Intl.NumberFormat(i18n.language, {
      style: 'currency',
      currency: 'KES',
      maximumFractionDigits: 2,
    });
    return (amount: number) => format.format(amount);
  }, [i18n.language]);
}
