import type { Editor } from '@tiptap/react';
import { useEditorState } from '@tiptap/react';
import {
  Bold,
  Code,
  Heading2,
  Heading3,
  Italic,
  List,
  ListOrdered,
  Quote,
  Redo2,
  Strikethrough,
  Underline,
  Undo2,
  type LucideIcon,
} from 'lucide-react';
import { Button, ButtonGroup, ButtonToolbar } from 'react-bootstrap';

interface Tool {
  label: string;
  icon: LucideIcon;
  run: (e: Editor) => void;
  active?: (e: Editor) => boolean;
}

const GROUPS: Tool[][] = [
  [
    {
      label: 'Bold',
      icon: Bold,
      run: (e) => e.chain().focus().toggleBold().run(),
      active: (e) => e.isActive('bold'),
    },
    {
      label: 'Italic',
      icon: Italic,
      run: (e) => e.chain().focus().toggleItalic().run(),
      active: (e) => e.isActive('italic'),
    },
    {
      label: 'Underline',
      icon: Underline,
      run: (e) => e.chain().focus().toggleUnderline().run(),
      active: (e) => e.isActive('underline'),
    },
    {
      label: 'Strikethrough',
      icon: Strikethrough,
      run: (e) => e.chain().focus().toggleStrike().run(),
      active: (e) => e.isActive('strike'),
    },
    {
      label: 'Code',
      icon: Code,
      run: (e) => e.chain().focus().toggleCode().run(),
      active: (e) => e.isActive('code'),
    },
  ],
  [
    {
      label: 'Heading 2',
      icon: Heading2,
      run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
      active: (e) => e.isActive('heading', { level: 2 }),
    },
    {
      label: 'Heading 3',
      icon: Heading3,
      run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(),
      active: (e) => e.isActive('heading', { level: 3 }),
    },
    {
      label: 'Bulleted list',
      icon: List,
      run: (e) => e.chain().focus().toggleBulletList().run(),
      active: (e) => e.isActive('bulletList'),
    },
    {
      label: 'Numbered list',
      icon: ListOrdered,
      run: (e) => e.chain().focus().toggleOrderedList().run(),
      active: (e) => e.isActive('orderedList'),
    },
    {
      label: 'Quote',
      icon: Quote,
      run: (e) => e.chain().focus().toggleBlockquote().run(),
      active: (e) => e.isActive('blockquote'),
    },
  ],
  [
    { label: 'Undo', icon: Undo2, run: (e) => e.chain().focus().undo().run() },
    { label: 'Redo', icon: Redo2, run: (e) => e.chain().focus().redo().run() },
  ],
];

/** Formatting buttons that show which marks apply at the cursor (aria-pressed). */
export function EditorToolbar({ editor }: { editor: Editor }) {
  // Re-render on selection and content changes so the pressed states stay true.
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => GROUPS.flat().map((t) => t.active?.(e) ?? false),
  });
  let i = 0;
  return (
    <ButtonToolbar aria-label="Formatting" className="gap-2 mb-2">
      {GROUPS.map((group, g) => (
        <ButtonGroup size="sm" key={g}>
          {group.map((tool) => {
            const pressed = active[i++] ?? false;
            const Icon = tool.icon;
            return (
              <Button
                key={tool.label}
                variant={pressed ? 'primary' : 'outline-secondary'}
                aria-label={tool.label}
                title={tool.label}
                aria-pressed={tool.active ? pressed : undefined}
                onMouseDown={(ev) => ev.preventDefault()}
                onClick={() => tool.run(editor)}
              >
                <Icon size={16} aria-hidden="true" />
              </Button>
            );
          })}
        </ButtonGroup>
      ))}
    </ButtonToolbar>
  );
}
