import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  arrayMove,
  rectSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useState, type ReactNode } from 'react';
import { Button } from 'react-bootstrap';
import { ActionCard } from './action-card';

interface Item {
  id: string;
  title: string;
  text: string;
}

const ITEMS: Item[] = [
  { id: 'budget', title: 'Budget', text: 'Ksh 9.6 bn approved for 2024/25.' },
  { id: 'paid', title: 'Paid', text: 'Ksh 5.0 bn paid to contractors.' },
  { id: 'stalled', title: 'Stalled', text: '57 projects stopped before completion.' },
  { id: 'wards', title: 'Wards', text: '30 wards, every one with projects.' },
];

function SortableCard({
  item,
  children,
  onRemove,
}: {
  item: Item;
  children: ReactNode;
  onRemove: () => void;
}) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: item.id,
  });
  return (
    <div
      ref={setNodeRef}
      className={`col action-card-sortable${isDragging ? ' is-dragging' : ''}`}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      data-testid={`sortable-${item.id}`}
    >
      <ActionCard
        title={item.title}
        collapsible
        onRefresh={() => new Promise((resolve) => window.setTimeout(resolve, 800))}
        onRemove={onRemove}
        dragHandle={{ ...attributes, ...listeners }}
      >
        {children}
      </ActionCard>
    </div>
  );
}

/**
 * Every action together, and drag to reorder with dnd-kit: drag a card by its handle, or focus
 * the handle, press Space to lift the card, move it with the arrow keys, Space to drop it
 * (Escape puts it back). Screen readers hear where it is at each step.
 */
export function ActionSortable() {
  const [items, setItems] = useState(ITEMS);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const titleOf = (id: string | number) => items.find((i) => i.id === id)?.title ?? String(id);
  const positionOf = (id: string | number) => items.findIndex((i) => i.id === id) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      `Picked up ${titleOf(active.id)}, position ${positionOf(active.id)} of ${items.length}.`,
    onDragOver: ({ active, over }) =>
      over
        ? `${titleOf(active.id)} is over position ${positionOf(over.id)} of ${items.length}.`
        : `${titleOf(active.id)} is no longer over a position.`,
    onDragEnd: ({ active, over }) =>
      over
        ? `${titleOf(active.id)} dropped at position ${positionOf(over.id)} of ${items.length}.`
        : `${titleOf(active.id)} dropped.`,
    onDragCancel: ({ active }) => `Moving ${titleOf(active.id)} cancelled; it is back in place.`,
  };

  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    setItems((list) => {
      const from = list.findIndex((i) => i.id === active.id);
      const to = list.findIndex((i) => i.id === over.id);
      return arrayMove(list, from, to);
    });
  };

  return (
    <>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={handleDragEnd}
        accessibility={{
          announcements,
          screenReaderInstructions: {
            draggable:
              'To move a card, press Space or Enter on its handle, move it with the arrow keys, then press Space or Enter to drop it, or Escape to cancel.',
          },
        }}
      >
        <SortableContext items={items} strategy={rectSortingStrategy}>
          <div
            className="row row-cols-1 row-cols-sm-2 row-cols-xl-4 g-3"
            data-testid="sortable-cards"
          >
            {items.map((item) => (
              <SortableCard
                key={item.id}
                item={item}
                onRemove={() => setItems((list) => list.filter((i) => i.id !== item.id))}
              >
                <p className="mb-0">{item.text}</p>
              </SortableCard>
            ))}
          </div>
        </SortableContext>
      </DndContext>
      <p className="small text-body-secondary mt-3 mb-2">
        Order:{' '}
        <span data-testid="sortable-order">{items.map((i) => i.title).join(', ') || 'none'}</span>
      </p>
      <Button
        variant="outline-primary"
        size="sm"
        disabled={items.length === ITEMS.length && items.every((i, n) => i.id === ITEMS[n]?.id)}
        onClick={() => setItems(ITEMS)}
      >
        Reset
      </Button>
    </>
  );
}
