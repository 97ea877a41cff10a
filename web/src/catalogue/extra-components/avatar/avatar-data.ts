/**
 * Sample portraits as SVG data addresses (a head and shoulders on a tint), so the demos need no
 * image files; and sample people with invented names.
 */
function portrait(bg: string, skin: string, cloth: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${bg}"/><circle cx="32" cy="25" r="12" fill="${skin}"/><path d="M10 64c2-14 11-21 22-21s20 7 22 21z" fill="${cloth}"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export const PEOPLE = [
  { name: 'Grace Mwikali', src: portrait('#c9c6f5', '#8d5a3b', '#4c46c8') },
  { name: 'Peter Kioko', src: portrait('#bfe3cc', '#6b4226', '#1b7a43') },
  { name: 'Ann Wambua', src: portrait('#f6d2c2', '#a0694a', '#c62828') },
  { name: 'John Mutua', src: portrait('#c4e1ee', '#5a3a22', '#0b6a94') },
  { name: 'Mary Nduku', src: portrait('#f3dfc0', '#94603f', '#a25500') },
  { name: 'David Musyoka', src: portrait('#d9dbe2', '#7a4b2e', '#1f2430') },
] as const;
