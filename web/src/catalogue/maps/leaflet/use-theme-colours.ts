import { useEffect, useState } from 'react';

export interface MapColours {
  accent: string;
  background: string;
  text: string;
  muted: string;
  danger: string;
}

function read(): MapColours {
  const s = getComputedStyle(document.documentElement);
  const v = (name: string, fallback: string) => s.getPropertyValue(name).trim() || fallback;
  return {
    accent: v('--bs-primary', '#0d6efd'),
    background: v('--bs-body-bg', '#ffffff'),
    text: v('--bs-body-color', '#212529'),
    muted: v('--bs-secondary-color', '#6c757d'),
    danger: v('--bs-danger', '#dc3545'),
  };
}

/** The theme's colours for drawn shapes (SVG attributes cannot use CSS variables), kept current. */
export function useThemeColours(): MapColours {
  const [colours, setColours] = useState(read);
  useEffect(() => {
    const update = () =>
      setColours((old) => {
        const next = read();
        return JSON.stringify(old) === JSON.stringify(next) ? old : next;
      });
    const observer = new MutationObserver(update);
    observer.observe(document.documentElement, {
      attributes: true,
      attributeFilter: ['data-bs-theme', 'class', 'style'],
    });
    return () => observer.disconnect();
  }, []);
  return colours;
}
