import type { MatchRange } from '../types';

/** The text with the matched part marked (`<mark>`, which Bootstrap styles for both themes). */
export function Highlight({ text, range }: { text: string; range: MatchRange | null }) {
  if (!range) return <>{text}</>;
  const [start, end] = range;
  return (
    <>
      {text.slice(0, start)}
      <mark className="search-mark">{text.slice(start, end)}</mark>
      {text.slice(end)}
    </>
  );
}
