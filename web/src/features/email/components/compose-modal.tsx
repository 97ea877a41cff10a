import { useId, useState, type FormEvent } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import {
  Bold,
  Italic,
  List,
  ListOrdered,
  Quote,
  Redo2,
  Strikethrough,
  Undo2,
  type LucideIcon,
} from 'lucide-react';
import { useAppDispatch } from '@/lib/store/hooks';
import { useSendMailMutation } from '../api/email-api';
import { parseAddresses, type ComposeDraft } from '../lib/compose-draft';
import { sanitizeMailHtml } from '../lib/sanitize';
import { mailSent } from '../store/email-actions';

type Mark = 'bold' | 'italic' | 'strike' | 'bulletList' | 'orderedList' | 'blockquote';

const TOOLS: readonly { mark: Mark; icon: LucideIcon; run: (editor: Editor) => void }[] = [
  { mark: 'bold', icon: Bold, run: (e) => e.chain().focus().toggleBold().run() },
  { mark: 'italic', icon: Italic, run: (e) => e.chain().focus().toggleItalic().run() },
  { mark: 'strike', icon: Strikethrough, run: (e) => e.chain().focus().toggleStrike().run() },
  { mark: 'bulletList', icon: List, run: (e) => e.chain().focus().toggleBulletList().run() },
  {
    mark: 'orderedList',
    icon: ListOrdered,
    run: (e) => e.chain().focus().toggleOrderedList().run(),
  },
  { mark: 'blockquote', icon: Quote, run: (e) => e.chain().focus().toggleBlockquote().run() },
];

function Toolbar({ editor }: { editor: Editor }) {
  const { t } = useTranslation('email');
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) =>
      Object.fromEntries(TOOLS.map(({ mark }) => [mark, e.isActive(mark)])) as Record<
        Mark,
        boolean
      >,
  });
  return (
    <div className="compose-toolbar" role="toolbar" aria-label={t('compose.formatting')}>
      {TOOLS.map(({ mark, icon: Icon, run }) => (
        <button
          key={mark}
          type="button"
          className={`btn btn-icon btn-sm${active[mark] ? ' active' : ''}`}
          aria-pressed={active[mark]}
          aria-label={t(`compose.tools.${mark}`)}
          title={t(`compose.tools.${mark}`)}
          onClick={() => run(editor)}
        >
          <Icon size={16} aria-hidden="true" />
        </button>
      ))}
      <button
        type="button"
        className="btn btn-icon btn-sm"
        aria-label={t('compose.tools.undo')}
        title={t('compose.tools.undo')}
        onClick={() => editor.chain().focus().undo().run()}
      >
        <Undo2 size={16} aria-hidden="true" className="flip-rtl" />
      </button>
      <button
        type="button"
        className="btn btn-icon btn-sm"
        aria-label={t('compose.tools.redo')}
        title={t('compose.tools.redo')}
        onClick={() => editor.chain().focus().redo().run()}
      >
        <Redo2 size={16} aria-hidden="true" className="flip-rtl" />
      </button>
    </div>
  );
}

type Field = 'to' | 'cc' | 'bcc';

/** The compose window: to, cc, bcc, subject and a rich-text body; send or keep as a draft. */
export default function ComposeModal({
  draft,
  onClose,
}: {
  draft: ComposeDraft;
  onClose: () => void;
}) {
  const { t } = useTranslation('email');
  const id = useId();
  const dispatch = useAppDispatch();
  const [sendMail, { isLoading }] = useSendMailMutation();
  const [fields, setFields] = useState<Record<Field, string>>({
    to: draft.to.join(', '),
    cc: draft.cc.join(', '),
    bcc: draft.bcc.join(', '),
  });
  const [showCopies, setShowCopies] = useState(draft.cc.length > 0 || draft.bcc.length > 0);
  const [subject, setSubject] = useState(draft.subject);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: false }, heading: false })],
    content: sanitizeMailHtml(draft.html),
    editorProps: {
      attributes: {
        class: 'compose-editor form-control',
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': `${id}-body`,
      },
    },
  });

  const submit = async (mailFolder: 'sent' | 'draft') => {
    const parsed = {
      to: parseAddresses(fields.to),
      cc: parseAddresses(fields.cc),
      bcc: parseAddresses(fields.bcc),
    };
    const next: Partial<Record<Field, string>> = {};
    for (const field of ['to', 'cc', 'bcc'] as const) {
      const { invalid } = parsed[field];
      if (invalid.length > 0) next[field] = t('compose.invalidAddress', { address: invalid[0] });
    }
    if (mailFolder === 'sent' && parsed.to.addresses.length === 0 && !next.to) {
      next.to = t('compose.needRecipient');
    }
    setErrors(next);
    setFailure(null);
    if (Object.keys(next).length > 0) {
      document.getElementById(`${id}-${Object.keys(next)[0] ?? 'to'}`)?.focus();
      return;
    }
    const message = editor && !editor.isEmpty ? editor.getHTML() : '';
    try {
      await sendMail({
        to: parsed.to.addresses,
        cc: parsed.cc.addresses,
        bcc: parsed.bcc.addresses,
        subject: subject.trim(),
        message,
        mailFolder,
        draftId: draft.draftId,
      }).unwrap();
      dispatch(mailSent({ folder: mailFolder }));
      onClose();
    } catch {
      setFailure(t(mailFolder === 'sent' ? 'compose.sendFailed' : 'compose.draftFailed'));
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit('sent');
  };

  const addressField = (field: Field) => (
    <div className="compose-field">
      <label htmlFor={`${id}-${field}`} className="compose-label">
        {t(`compose.${field}`)}
      </label>
      <div className="flex-grow-1">
        <input
          id={`${id}-${field}`}
          type="text"
          inputMode="email"
          autoComplete="email"
          className={`form-control form-control-sm${errors[field] ? ' is-invalid' : ''}`}
          value={fields[field]}
          onChange={(e) => setFields((f) => ({ ...f, [field]: e.target.value }))}
          aria-invalid={errors[field] ? true : undefined}
          aria-describedby={errors[field] ? `${id}-${field}-error` : undefined}
        />
        {errors[field] ? (
          <div id={`${id}-${field}-error`} className="invalid-feedback">
            {errors[field]}
          </div>
        ) : null}
      </div>
      {field === 'to' && !showCopies ? (
        <button type="button" className="btn btn-link btn-sm" onClick={() => setShowCopies(true)}>
          {t('compose.showCopies')}
        </button>
      ) : null}
    </div>
  );

  return (
    <Modal
      show
      onHide={onClose}
      size="lg"
      fullscreen="md-down"
      aria-labelledby={`${id}-title`}
      onEntered={() => {
        // A new mail starts at its recipients; a reply or a forward with recipients, at the text.
        if (draft.to.length === 0) document.getElementById(`${id}-to`)?.focus();
        else editor?.commands.focus('start');
      }}
    >
      <form onSubmit={onSubmit} noValidate className="d-flex flex-column h-100">
        <Modal.Header closeButton closeLabel={t('compose.close')}>
          <Modal.Title id={`${id}-title`} as="h2" className="h5">
            {draft.draftId ? t('compose.editDraft') : t('compose.title')}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {failure ? (
            <div className="alert alert-danger py-2" role="alert">
              {failure}
            </div>
          ) : null}
          {addressField('to')}
          {showCopies ? (
            <>
              {addressField('cc')}
              {addressField('bcc')}
            </>
          ) : null}
          <div className="compose-field">
            <label htmlFor={`${id}-subject`} className="compose-label">
              {t('compose.subject')}
            </label>
            <input
              id={`${id}-subject`}
              type="text"
              className="form-control form-control-sm"
              value={subject}
              onChange={(e) => setSubject(e.target.value)}
              maxLength={300}
            />
          </div>
          <span id={`${id}-body`} className="visually-hidden">
            {t('compose.body')}
          </span>
          {editor ? <Toolbar editor={editor} /> : null}
          <EditorContent editor={editor} />
        </Modal.Body>
        <Modal.Footer className="justify-content-between">
          <button type="button" className="btn btn-quiet" onClick={onClose}>
            {t('compose.discard')}
          </button>
          <div className="d-flex gap-2">
            <button
              type="button"
              className="btn btn-quiet"
              disabled={isLoading}
              onClick={() => void submit('draft')}
            >
              {t('compose.saveDraft')}
            </button>
            <button type="submit" className="btn btn-primary" disabled={isLoading}>
              {isLoading ? (
                <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
              ) : null}
              {t('compose.send')}
            </button>
          </div>
        </Modal.Footer>
      </form>
    </Modal>
  );
}
