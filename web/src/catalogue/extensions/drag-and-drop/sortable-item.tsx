import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GripVertical } from 'lucide-react';
import type { ReactNode } from 'react';

interface SortableItemProps {
  id: string;
  label: string;
  children?: ReactNode;
  className?: string;
}

/** A row that moves by its handle: drag it, or focus it and use Space and the arrow keys. */
export function SortableItem({ id, label, children, className = '' }: SortableItemProps) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={`dnd-item ${isDragging ? 'is-dragging' : ''} ${className}`}
      data-testid="dnd-item"
      data-id={id}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        className="dnd-handle btn btn-sm btn-link text-body-secondary"
        {...attributes}
        {...listeners}
        aria-label={`Move ${label}`}
      >
        <GripVertical size={16} aria-hidden="true" />
      </button>
      <span className="flex-grow-1">{children ?? label}</span>
    </li>
  );
}
