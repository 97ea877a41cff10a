import { closestCenter, DndContext, type DragEndEvent } from '@dnd-kit/core';
import { restrictToParentElement, restrictToVerticalAxis } from './modifiers';
import { arrayMove, SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useState } from 'react';
import { SortableItem } from './sortable-item';
import { useDndSensors } from './use-dnd-sensors';

const START = [
  'Survey the borehole site',
  'Community consultation',
  'Tender and award',
  'Drilling',
  'Pump house and tank',
  'Handover',
];

/** One list reordered by mouse, touch or keyboard; the order is read back below it. */
export function SortableList() {
  const [items, setItems] = useState(START);
  const sensors = useDndSensors();
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    setItems((list) =>
      arrayMove(list, list.indexOf(String(active.id)), list.indexOf(String(over.id))),
    );
  };
  return (
    <>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        modifiers={[restrictToVerticalAxis, restrictToParentElement]}
      >
        <SortableContext items={items} strategy={verticalListSortingStrategy}>
          <ol className="dnd-list" aria-label="Project stages" data-testid="sortable-list">
            {items.map((item) => (
              <SortableItem key={item} id={item} label={item} />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
      <p className="small text-body-secondary mt-2 mb-0">Order: {items.join(' → ')}</p>
    </>
  );
}
