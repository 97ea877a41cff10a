/**
 * The carousel demos' pictures, drawn here as SVG (no image is fetched): a sky, a sun and two
 * rows of hills in each slide's colours.
 */
export interface Slide {
  id: string;
  src: string;
  alt: string;
  title: string;
  caption: string;
}

interface Scene {
  id: string;
  sky: [string, string];
  sun: string;
  hills: [string, string];
  title: string;
  caption: string;
  alt: string;
}

const SCENES: Scene[] = [
  {
    id: 'hills',
    sky: ['#2b2160', '#8a4f7d'],
    sun: '#f6c177',
    hills: ['#3a2f5b', '#1e1835'],
    title: 'Mbooni hills at dawn',
    caption: 'Where the county’s rain falls first.',
    alt: 'Drawing of hills under a purple dawn sky',
  },
  {
    id: 'river',
    sky: ['#0b4f6c', '#2d8a9e'],
    sun: '#ffe29a',
    hills: ['#1d5c4b', '#0f3a31'],
    title: 'Sand dam on the Kaiti',
    caption: 'Water stored in the riverbed through the dry months.',
    alt: 'Drawing of green hills under a blue-green sky',
  },
  {
    id: 'orchard',
    sky: ['#7a3b12', '#c4722a'],
    sun: '#fff1c1',
    hills: ['#5a3a12', '#2f1f0a'],
    title: 'Mango orchards, Kibwezi',
    caption: 'Fruit processing brings work to the lowlands.',
    alt: 'Drawing of brown hills under an orange evening sky',
  },
  {
    id: 'market',
    sky: ['#1f2430', '#3d4a6b'],
    sun: '#d6d9e4',
    hills: ['#2c3447', '#141821'],
    title: 'Wote by night',
    caption: 'The county’s headquarters, lit by its new street lights.',
    alt: 'Drawing of dark hills under a night sky with a pale moon',
  },
];

function drawScene(scene: Scene): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="525" viewBox="0 0 1200 525">
<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${scene.sky[0]}"/><stop offset="1" stop-color="${scene.sky[1]}"/></linearGradient></defs>
<rect width="1200" height="525" fill="url(#s)"/>
<circle cx="860" cy="190" r="70" fill="${scene.sun}" opacity="0.9"/>
<path d="M0 330 C180 250 320 270 470 320 S760 230 930 290 S1120 300 1200 270 V525 H0 Z" fill="${scene.hills[0]}"/>
<path d="M0 420 C200 360 380 380 560 420 S900 350 1200 400 V525 H0 Z" fill="${scene.hills[1]}"/>
</svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

const toSlide = (scene: Scene): Slide => ({
  id: scene.id,
  src: drawScene(scene),
  alt: scene.alt,
  title: scene.title,
  caption: scene.caption,
});

export const SLIDES: Slide[] = SCENES.map(toSlide);

const LIGHT_SCENES: Scene[] = [
  {
    id: 'mist',
    sky: ['#f4f1ea', '#e3ddd0'],
    sun: '#ffffff',
    hills: ['#cfc6b4', '#b9ae98'],
    title: 'Morning mist, Kilungu',
    caption: 'The hills fade into the cloud before the rains.',
    alt: 'Drawing of pale hills in a misty morning',
  },
  {
    id: 'dry',
    sky: ['#fdf3dc', '#f5dfb0'],
    sun: '#fffaf0',
    hills: ['#e3c48d', '#cfa865'],
    title: 'Dry season, Makindu',
    caption: 'Sand rivers wait for the next flood.',
    alt: 'Drawing of sandy hills under a pale yellow sky',
  },
];

/** Pale pictures, for the carousel with dark controls. */
export const LIGHT_SLIDES: Slide[] = LIGHT_SCENES.map(toSlide);
