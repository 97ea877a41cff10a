/** Small pictures for the media demos, drawn as SVG here so nothing is fetched. */
function picture(initials: string, from: string, to: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="128" height="128" fill="url(#g)"/>
<text x="64" y="78" text-anchor="middle" font-family="system-ui, sans-serif" font-size="44" font-weight="600" fill="#fff">${initials}</text>
</svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

export const PEOPLE = {
  mwende: { name: 'Mwende Kioko', src: picture('MK', '#4c46c8', '#2b2160') },
  otieno: { name: 'Otieno Were', src: picture('OW', '#1b7a43', '#0f3a31') },
  amina: { name: 'Amina Said', src: picture('AS', '#c62828', '#7a1b1b') },
  peter: { name: 'Peter Musyoka', src: picture('PM', '#0b6a94', '#0b3a54') },
};
