import { useDocumentDirection } from '@/hooks/use-document-direction';

/**
 * Props every demo select shares: react-select's own look switched off (`unstyled`) and its parts
 * given `rs__*` class names, which `select.scss` draws with the Bootstrap theme's variables, so
 * the select follows light and dark mode; `isRtl` follows the page's direction.
 */
export function useSelectTheme() {
  const isRtl = useDocumentDirection() === 'rtl';
  return { unstyled: true, className: 'rs', classNamePrefix: 'rs', isRtl } as const;
}
