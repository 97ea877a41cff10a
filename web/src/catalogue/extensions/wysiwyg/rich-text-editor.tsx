import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useState } from 'react';
import { EditorToolbar } from './editor-toolbar';
import { sanitizeHtml, type Sanitized } from './sanitize';

const START = `<h2>Ward development committee notes</h2>
<p>The <strong>Kwa Kathoka borehole</strong> is <em>92% complete</em>. Next steps:</p>
<ul><li>Fence the pump house</li><li>Hand over to the water users' association</li></ul>
<blockquote>Paste HTML from anywhere: it is sanitised on the way in and on the way out.</blockquote>`;

/**
 * Tiptap with its starter kit. Pasted HTML goes through DOMPurify before the editor parses it;
 * the HTML the editor produces is sanitised again before it is shown rendered.
 */
export function RichTextEditor() {
  const [output, setOutput] = useState<Sanitized>(() => sanitizeHtml(START));
  const [pasteReport, setPasteReport] = useState<string[] | null>(null);
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: false } })],
    content: START,
    editorProps: {
      attributes: {
        class: 'form-control rich-text-area',
        'aria-label': 'Notes',
        'aria-multiline': 'true',
        role: 'textbox',
      },
      transformPastedHTML: (html) => {
        const clean = sanitizeHtml(html);
        setPasteReport(clean.removed);
        return clean.html;
      },
    },
    onUpdate: ({ editor: e }) => setOutput(sanitizeHtml(e.getHTML())),
    immediatelyRender: true,
  });

  return (
    <div className="row g-3">
      <div className="col-12 col-xl-7">
        {editor ? <EditorToolbar editor={editor} /> : null}
        <EditorContent editor={editor} />
        <p className="small text-body-secondary mt-2 mb-0" role="status" data-testid="paste-report">
          {pasteReport === null
            ? 'Ctrl+B, Ctrl+I and Ctrl+U format; Markdown shortcuts (## , - , > ) work as you type.'
            : pasteReport.length > 0
              ? `Pasted HTML sanitised: removed ${pasteReport.join(', ')}.`
              : 'Pasted HTML sanitised: nothing needed removing.'}
        </p>
      </div>
      <div className="col-12 col-xl-5">
        <h3 className="h6">Output, sanitised</h3>
        <div
          className="border rounded p-2 mb-2 rich-text-preview"
          data-testid="editor-preview"
          // Sanitized by DOMPurify just above.
          dangerouslySetInnerHTML={{ __html: output.html }}
        />
        <h3 className="h6">HTML</h3>
        <pre
          className="bg-body-tertiary border rounded p-2 small mb-0"
          dir="ltr"
          tabIndex={0}
          aria-label="Editor HTML"
          data-testid="editor-html"
        >
          {output.html}
        </pre>
      </div>
    </div>
  );
}
