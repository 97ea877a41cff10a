import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';

/**
 * What the toggle opens, for assistive technology: a `menu` of menuitem / menuitemradio
 * entries, a non-modal `dialog` (other controls, such as the star buttons), or by default a
 * plain disclosure (links), announced only by aria-expanded and aria-controls.
 */
export type DropdownPopup = 'menu' | 'dialog';

interface DropdownProps {
  /** Content of the toggle button. */
  toggle: ReactNode;
  /**
   * Accessible name of the popup, and of the toggle when its content is an icon. A toggle that
   * shows text is named by that text instead (set `namedByContent`), so what a speech-input user
   * reads on screen is what they can say; add visually hidden words to the toggle when the
   * text alone does not say what it opens.
   */
  label: string;
  namedByContent?: boolean;
  toggleClassName?: string;
  menuClassName?: string;
  align?: 'start' | 'end';
  children: (close: () => void) => ReactNode;
  className?: string;
  /** Open on hover too (horizontal menu). */
  hover?: boolean;
  /** What opens (see DropdownPopup); a disclosure when left out. */
  popup?: DropdownPopup;
  /**
   * Open from the start, with the focus on the toggle: for a dropdown that replaces a stand-in
   * button the visitor has just pressed. The click that ends that press, when it lands on this
   * toggle (the press began on the stand-in), does not close it again.
   */
  defaultOpen?: boolean;
  testId?: string;
}

const FOCUSABLE =
  'a[href]:not([aria-disabled="true"]), button:not([disabled]), [role="menuitem"]:not([aria-disabled="true"])';

/** A small accessible popup button: click or Enter opens, arrows move, Escape closes. */
export function Dropdown({
  toggle,
  label,
  toggleClassName = 'btn btn-icon',
  menuClassName = '',
  align = 'end',
  children,
  className = '',
  hover = false,
  popup,
  defaultOpen = false,
  namedByContent = false,
  testId,
}: DropdownProps) {
  const [open, setOpen] = useState(defaultOpen);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const id = useId();
  const close = useCallback(() => setOpen(false), []);
  // Until the toggle itself is pressed, a pointer's click on it ends a press that began on the
  // stand-in this dropdown replaced (a keyboard's click has no pointer: detail 0).
  const pressBeganElsewhere = useRef(defaultOpen);

  useEffect(() => {
    if (defaultOpen) button.current?.focus();
    // Only on mount: the stand-in button that had the focus has just been replaced.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (!open) return;
    const onDoc = (e: MouseEvent) => {
      if (root.current && !root.current.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onDoc);
    return () => document.removeEventListener('mousedown', onDoc);
  }, [open]);

  const items = () =>
    Array.from(
      root.current?.querySelectorAll<HTMLElement>(`#${CSS.escape(id)} ${FOCUSABLE}`) ?? [],
    );

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && open) {
      e.stopPropagation();
      setOpen(false);
      button.current?.focus();
      return;
    }
    if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
    e.preventDefault();
    if (!open) {
      setOpen(true);
      requestAnimationFrame(() => items()[0]?.focus());
      return;
    }
    const list = items();
    const at = list.indexOf(document.activeElement as HTMLElement);
    const next =
      e.key === 'ArrowDown' ? (at + 1) % list.length : (at - 1 + list.length) % list.length;
    list[next]?.focus();
  };

  return (
    <div
      ref={root}
      className={`dropdown ${className}`}
      onKeyDown={onKeyDown}
      onMouseEnter={hover ? () => setOpen(true) : undefined}
      onMouseLeave={hover ? () => setOpen(false) : undefined}
      data-testid={testId}
    >
      <button
        ref={button}
        type="button"
        className={toggleClassName}
        aria-haspopup={popup}
        aria-expanded={open}
        aria-controls={id}
        aria-label={namedByContent ? undefined : label}
        onPointerDown={() => {
          pressBeganElsewhere.current = false;
        }}
        onClick={(e) => {
          const endsStandInPress = pressBeganElsewhere.current && e.detail > 0;
          pressBeganElsewhere.current = false;
          if (!endsStandInPress) setOpen((o) => !o);
        }}
      >
        {toggle}
      </button>
      <div
        id={id}
        className={`dropdown-menu dropdown-menu-${align} ${open ? 'show' : ''} ${menuClassName}`}
        role={open ? popup : undefined}
        aria-label={open && popup ? label : undefined}
      >
        {open ? children(close) : null}
      </div>
    </div>
  );
}
