import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { DemoPage } from '@/catalogue/common/demo-page';
import { LazyDemos } from '@/catalogue/common/lazy-demos';

const AutoCompleteDemos = lazy(() => import('./auto-complete-demos'));

export default function AutoCompletePage() {
  const { t } = useTranslation();
  return (
    <DemoPage
      title={t('menu.autoComplete')}
      intro={
        <>
          Suggestions from the 100 sample movies of <code>GET /api/autocomplete/data</code> as you
          type, following the WAI-ARIA combobox pattern: Arrow Down and Arrow Up move through the
          suggestions, Enter chooses, Escape closes the list (and then clears the field).
        </>
      }
      library={{
        name: 'react-bootstrap',
        href: 'https://www.w3.org/WAI/ARIA/apg/patterns/combobox/',
        note: 'The field is react-bootstrap; the combobox behaviour follows the WAI-ARIA Authoring Practices (link above).',
      }}
    >
      <LazyDemos>
        <AutoCompleteDemos />
      </LazyDemos>
    </DemoPage>
  );
}
