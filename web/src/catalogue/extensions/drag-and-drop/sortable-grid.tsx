import { closestCenter, DndContext, type DragEndEvent } from '@dnd-kit/core';
import { arrayMove, rectSortingStrategy, SortableContext } from '@dnd-kit/sortable';
import { useState } from 'react';
import { SortableItem } from './sortable-item';
import { useDndSensors } from './use-dnd-sensors';

const WARDS = [
  'Wote/Nziu',
  'Tulimani',
  'Kisau/Kiteta',
  'Ukia',
  'Makindu',
  'Kasikeu',
  'Kilungu',
  'Mtito Andei',
  'Emali/Mulala',
];

/** Tiles in a grid: the arrow keys move a lifted tile in both directions. */
export function SortableGrid() {
  const [tiles, setTiles] = useState(WARDS);
  const sensors = useDndSensors();
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    setTiles((t) => arrayMove(t, t.indexOf(String(active.id)), t.indexOf(String(over.id))));
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext items={tiles} strategy={rectSortingStrategy}>
        <ul className="dnd-grid" aria-label="Ward tiles">
          {tiles.map((t, i) => (
            <SortableItem key={t} id={t} label={t} className="dnd-tile">
              <span className="small text-body-secondary d-block">#{i + 1}</span>
              {t}
            </SortableItem>
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}
