import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { DemoPage } from '@/catalogue/common/demo-page';
import { LazyDemos } from '@/catalogue/common/lazy-demos';

const WysiwygEditorDemos = lazy(() => import('./wysiwyg-editor-demos'));

export default function WysiwygEditorPage() {
  const { t } = useTranslation();
  return (
    <DemoPage
      title={t('menu.wysiwygEditor')}
      intro="Rich text with Tiptap (ProseMirror underneath) and its starter kit: marks, headings, lists, quotes, undo, Markdown shortcuts. Every piece of HTML that comes in (a paste) or goes out (the preview) passes through DOMPurify."
      library={{
        name: '@tiptap/react + dompurify',
        href: 'https://tiptap.dev/docs/editor/getting-started/install/react',
        note: 'Tiptap replaces the unmaintained Draft.js-based editors of older templates.',
      }}
    >
      <LazyDemos>
        <WysiwygEditorDemos />
      </LazyDemos>
    </DemoPage>
  );
}
