import {
  closestCorners,
  DndContext,
  DragOverlay,
  useDroppable,
  type DragEndEvent,
  type DragOverEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { arrayMove, SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useState } from 'react';
import { SortableItem } from './sortable-item';
import { useDndSensors } from './use-dnd-sensors';

type Column = 'planned' | 'ongoing' | 'completed';
const TITLES: Record<Column, string> = {
  planned: 'Planned',
  ongoing: 'Ongoing',
  completed: 'Completed',
};
type Board = Record<Column, string[]>;

const START: Board = {
  planned: ['Kisau maternity wing', 'Kilome market road'],
  ongoing: ['Thwake pipeline', 'Makindu fruit shed', 'Mtito Andei workshop'],
  completed: ['Mbooni ECDE classrooms'],
};

function ColumnList({ column, items }: { column: Column; items: string[] }) {
  const { setNodeRef, isOver } = useDroppable({ id: column });
  return (
    <section className="col-12 col-md-4" aria-labelledby={`board-${column}`}>
      <h3 className="h6" id={`board-${column}`}>
        {TITLES[column]} <span className="badge text-bg-secondary">{items.length}</span>
      </h3>
      <SortableContext id={column} items={items} strategy={verticalListSortingStrategy}>
        <ul
          ref={setNodeRef}
          className={`dnd-list dnd-column ${isOver ? 'is-over' : ''}`}
          data-column={column}
        >
          {items.map((item) => (
            <SortableItem key={item} id={item} label={item} />
          ))}
          {items.length === 0 ? <li className="dnd-empty">Drop projects here</li> : null}
        </ul>
      </SortableContext>
    </section>
  );
}

/** Three lists; a project moves within its list or into another (keyboard: arrows cross lists). */
export function BetweenLists() {
  const [board, setBoard] = useState<Board>(START);
  const [active, setActive] = useState<string | null>(null);
  const sensors = useDndSensors();

  const columnOf = (id: string): Column | undefined =>
    id in board
      ? (id as Column)
      : (Object.keys(board) as Column[]).find((c) => board[c].includes(id));

  const onDragStart = ({ active: a }: DragStartEvent) => setActive(String(a.id));
  const onDragOver = ({ active: a, over }: DragOverEvent) => {
    if (!over) return;
    const from = columnOf(String(a.id));
    const to = columnOf(String(over.id));
    if (!from || !to || from === to) return;
    setBoard((b) => {
      const moving = String(a.id);
      const target = b[to];
      const at = target.indexOf(String(over.id));
      const index = at === -1 ? target.length : at;
      return {
        ...b,
        [from]: b[from].filter((x) => x !== moving),
        [to]: [...target.slice(0, index), moving, ...target.slice(index)],
      };
    });
  };
  const onDragEnd = ({ active: a, over }: DragEndEvent) => {
    setActive(null);
    if (!over) return;
    const column = columnOf(String(a.id));
    if (!column || column !== columnOf(String(over.id))) return;
    setBoard((b) => {
      const list = b[column];
      const from = list.indexOf(String(a.id));
      const to = list.indexOf(String(over.id));
      return to === -1 || from === to ? b : { ...b, [column]: arrayMove(list, from, to) };
    });
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCorners}
      onDragStart={onDragStart}
      onDragOver={onDragOver}
      onDragEnd={onDragEnd}
      onDragCancel={() => setActive(null)}
    >
      <div className="row g-3">
        {(Object.keys(board) as Column[]).map((c) => (
          <ColumnList key={c} column={c} items={board[c]} />
        ))}
      </div>
      <DragOverlay>{active ? <div className="dnd-item shadow">{active}</div> : null}</DragOverlay>
    </DndContext>
  );
}
