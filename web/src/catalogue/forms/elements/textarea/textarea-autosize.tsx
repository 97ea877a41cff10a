import { useId, useLayoutEffect, useRef, useState } from 'react';
import { Form } from 'react-bootstrap';

const MIN_ROWS = 2;
const MAX_ROWS = 8;

/** Grows with its text from two to eight lines, then scrolls. */
export function TextareaAutosize() {
  const id = useId();
  const ref = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState('Type several lines here:\nthe field grows to fit them.');

  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const style = getComputedStyle(el);
    const line = parseFloat(style.lineHeight) || 24;
    const extra =
      parseFloat(style.paddingTop) +
      parseFloat(style.paddingBottom) +
      parseFloat(style.borderTopWidth) +
      parseFloat(style.borderBottomWidth);
    el.style.height = 'auto';
    const wanted = Math.min(Math.max(el.scrollHeight, line * MIN_ROWS), line * MAX_ROWS);
    el.style.height = `${wanted + extra}px`;
    el.style.overflowY = el.scrollHeight > line * MAX_ROWS ? 'auto' : 'hidden';
  }, [text]);

  return (
    <div>
      <Form.Label htmlFor={`${id}-notes`}>Site visit notes</Form.Label>
      <Form.Control
        ref={ref}
        id={`${id}-notes`}
        as="textarea"
        rows={MIN_ROWS}
        value={text}
        onChange={(e) => setText(e.target.value)}
        style={{ resize: 'none' }}
      />
    </div>
  );
}
