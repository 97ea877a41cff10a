import { Demo } from '@/catalogue/common/demo';
import { RawHtmlImport } from './wysiwyg/raw-html-import';
import rawSource from './wysiwyg/raw-html-import.tsx?raw';
import { RichTextEditor } from './wysiwyg/rich-text-editor';
import editorSource from './wysiwyg/rich-text-editor.tsx?raw';
import './wysiwyg/wysiwyg.scss';

/** The page's demos, with @tiptap/react + dompurify: loaded once the page's frame is drawn (wysiwyg-editor-page.tsx). */
export default function WysiwygEditorDemos() {
  return (
    <>
      <Demo id="editor" title="Editor with sanitised output" source={editorSource}>
        <RichTextEditor />
      </Demo>
      <Demo id="sanitise" title="Sanitising HTML" source={rawSource}>
        <RawHtmlImport />
      </Demo>
    </>
  );
}
