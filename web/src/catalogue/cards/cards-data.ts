/**
 * Sample pictures for the card demos: small SVG landscapes as data addresses, so the catalogue
 * needs no image files or network.
 */
export function landscape(sky: string, hill: string, near: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 200" preserveAspectRatio="xMidYMid slice"><rect width="400" height="200" fill="${sky}"/><circle cx="320" cy="52" r="22" fill="#ffd46b"/><path d="M0 140 Q90 70 190 130 T400 110 V200 H0Z" fill="${hill}"/><path d="M0 170 Q120 120 260 165 T400 160 V200 H0Z" fill="${near}"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export const PICTURES = {
  hills: landscape('#9fc6e8', '#5c8f5a', '#2f6b3a'),
  dusk: landscape('#f2b48a', '#8a5a7a', '#4d3557'),
  dry: landscape('#cfe3f0', '#c2a36b', '#8c6b3c'),
} as const;
