import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Task } from '@app/common/apps/todo';
import { TaskItem, type TaskActions } from './task-item';

interface TaskListProps extends TaskActions {
  tasks: Task[];
  pendingIds: number[];
  label: string;
  onMove: (activeId: number, overId: number) => void;
}

/** The tasks, reordered by dragging a handle with the pointer or the keyboard. */
export function TaskList({ tasks, pendingIds, label, onMove, ...actions }: TaskListProps) {
  const { t } = useTranslation('todo');
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const titles = useMemo(() => new Map(tasks.map((task) => [task.id, task.title])), [tasks]);
  const title = (id: string | number | undefined) => titles.get(Number(id)) ?? '';

  const announcements: Announcements = {
    onDragStart: ({ active }) => t('dnd.start', { title: title(active.id) }),
    onDragOver: ({ active, over }) =>
      over
        ? t('dnd.over', { title: title(active.id), over: title(over.id) })
        : t('dnd.overNone', { title: title(active.id) }),
    onDragEnd: ({ active, over }) =>
      over
        ? t('dnd.end', { title: title(active.id), over: title(over.id) })
        : t('dnd.endNone', { title: title(active.id) }),
    onDragCancel: ({ active }) => t('dnd.cancel', { title: title(active.id) }),
  };

  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) onMove(Number(active.id), Number(over.id));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={handleDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: t('dnd.instructions') },
      }}
    >
      <SortableContext items={tasks.map((task) => task.id)} strategy={verticalListSortingStrategy}>
        <ul className="todo-list list-unstyled mb-0" aria-label={label}>
          {tasks.map((task) => (
            <TaskItem
              key={task.id}
              task={task}
              isPending={pendingIds.includes(task.id)}
              canDrag={tasks.length > 1}
              {...actions}
            />
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}
