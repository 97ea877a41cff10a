import { useEffect, useState, type KeyboardEvent } from 'react';

/**
 * The keyboard of a combobox whose focus stays in its input: the arrow keys move the active
 * option across all options (wrapping round), Enter opens it, and the active option is scrolled
 * into view. With a query and no option chosen, the first is active. `isDisabled` (a detail is
 * open) leaves the keys to the page.
 */
export function useCombobox<T extends { key: string }>({
  options,
  hasQuery,
  isDisabled,
  optionId,
  onOpen,
}: {
  options: readonly T[];
  hasQuery: boolean;
  isDisabled: boolean;
  optionId: (key: string) => string;
  onOpen: (option: T) => void;
}) {
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const chosen = options.findIndex((r) => r.key === activeKey);
  const activeIndex = chosen >= 0 ? chosen : hasQuery && options.length > 0 ? 0 : -1;
  const active = options[activeIndex];
  const activeId = active ? optionId(active.key) : undefined;

  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);

  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    const count = options.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (isDisabled || count === 0) return;
      const next =
        event.key === 'ArrowDown'
          ? (activeIndex + 1) % count
          : activeIndex <= 0
            ? count - 1
            : activeIndex - 1;
      setActiveKey(options[next]?.key ?? null);
    } else if (event.key === 'Enter') {
      if (isDisabled || !active) return;
      event.preventDefault();
      onOpen(active);
    }
  };

  return { active, activeId, setActiveKey, onInputKeyDown };
}
