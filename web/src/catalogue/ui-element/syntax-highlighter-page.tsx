import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { DemoPage } from '@/catalogue/common/demo-page';
import { LazyDemos } from '@/catalogue/common/lazy-demos';

const SyntaxHighlighterDemos = lazy(() => import('./syntax-highlighter-demos'));

export default function SyntaxHighlighterPage() {
  const { t } = useTranslation();
  return (
    <DemoPage
      title={t('menu.syntaxHighlighter')}
      intro="Highlighted source through prism-react-renderer, which bundles Prism with TSX, TypeScript, HTML, CSS, JSON, SQL, Python, YAML, Markdown and more. The highlighter loads with this page only."
      library={{
        name: 'prism-react-renderer',
        href: 'https://github.com/FormidableLabs/prism-react-renderer',
      }}
    >
      <LazyDemos>
        <SyntaxHighlighterDemos />
      </LazyDemos>
    </DemoPage>
  );
}
