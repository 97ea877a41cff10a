import { useFormatters } from '@/hooks/use-formatters';

/** Formats shillings to the cent in the page's language, under the portal's one label (Ksh). */
export function useMoney(): (amount: number) => string {
  return useFormatters().moneyCents;
}
