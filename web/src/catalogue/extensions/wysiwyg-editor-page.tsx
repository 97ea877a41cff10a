import { useTranslation } from 'react-i18next';
import { Demo } from '@/catalogue/common/demo';
import { DemoPage } from '@/catalogue/common/demo-page';
import { RawHtmlImport } from './wysiwyg/raw-html-import';
import rawSource from './wysiwyg/raw-html-import.tsx?raw';
import { RichTextEditor } from './wysiwyg/rich-text-editor';
import editorSource from './wysiwyg/rich-text-editor.tsx?raw';
import './wysiwyg/wysiwyg.scss';

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
      <Demo id="editor" title="Editor with sanitised output" source={editorSource}>
        <RichTextEditor />
      </Demo>
      <Demo id="sanitise" title="Sanitising HTML" source={rawSource}>
        <RawHtmlImport />
      </Demo>
    </DemoPage>
  );
}
