import type { Modifier } from '@dnd-kit/core';

/** Keeps a dragged row on its column (the modifiers package is not installed; these are tiny). */
export const restrictToVerticalAxis: Modifier = ({ transform }) => ({ ...transform, x: 0 });

/** Keeps a dragged row inside its list. */
export const restrictToParentElement: Modifier = ({
  transform,
  draggingNodeRect,
  containerNodeRect,
}) => {
  if (!draggingNodeRect || !containerNodeRect) return transform;
  const minY = containerNodeRect.top - draggingNodeRect.top;
  const maxY = containerNodeRect.bottom - draggingNodeRect.bottom;
  return { ...transform, y: Math.min(Math.max(transform.y, minY), maxY) };
};
