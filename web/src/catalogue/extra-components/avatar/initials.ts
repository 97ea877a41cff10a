/**
 * Up to two initials for a name: the first letters of the first and last words ("Grace Mwikali
 * Musyoka" → "GM"), the first letter of a single word ("Kioko" → "K"). Letters of any script
 * count; digits and punctuation do not start a word. Empty names give "?".
 */
export function initials(name: string): string {
  const words = name
    .trim()
    .split(/\s+/)
    .map((w) => w.replace(/^[^\p{L}]+/u, ''))
    .filter(Boolean);
  const first = words[0];
  if (!first) return '?';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  const letter = (w: string) => Array.from(w)[0] ?? '';
  return (letter(first) + (last ? letter(last) : '')).toLocaleUpperCase();
}
