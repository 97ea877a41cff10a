import { describe, expect, it } from 'vitest';
import { filterIcons, iconSearchKey, importLine } from './filter-icons';

const ICONS = [
  { feather: 'activity', lucide: 'Activity' },
  { feather: 'alert-circle', lucide: 'CircleExclamationPoint' },
  { feather: 'arrow-down-circle', lucide: 'CircleArrowDown' },
  { feather: 'circle', lucide: 'Circle' },
  { feather: 'home', lucide: 'House' },
  { feather: 'tool', lucide: 'Wrench' },
];

describe('icon search', () => {
  it('keeps every icon for an empty or blank query', () => {
    expect(filterIcons(ICONS, '')).toHaveLength(ICONS.length);
    expect(filterIcons(ICONS, '   ')).toHaveLength(ICONS.length);
  });

  it('matches the Feather name and the lucide name, ignoring case, spaces and hyphens', () => {
    expect(filterIcons(ICONS, 'house').map((i) => i.feather)).toEqual(['home']);
    expect(filterIcons(ICONS, 'HOME').map((i) => i.feather)).toEqual(['home']);
    expect(filterIcons(ICONS, 'wrench').map((i) => i.feather)).toEqual(['tool']);
    expect(filterIcons(ICONS, 'alert circle').map((i) => i.feather)).toEqual(['alert-circle']);
    expect(filterIcons(ICONS, 'AlertCircle').map((i) => i.feather)).toEqual(['alert-circle']);
  });

  it('needs every word, in any order', () => {
    expect(filterIcons(ICONS, 'down arrow').map((i) => i.feather)).toEqual(['arrow-down-circle']);
    expect(filterIcons(ICONS, 'arrow zebra')).toEqual([]);
  });

  it('puts names that start with the query first', () => {
    const icons = [...ICONS, { feather: 'download', lucide: 'Download' }];
    expect(filterIcons(icons, 'down').map((i) => i.feather)).toEqual([
      'download',
      'arrow-down-circle',
    ]);
  });

  it('finds nothing for an unknown name', () => {
    expect(filterIcons(ICONS, 'spaceship')).toEqual([]);
  });

  it('writes the import line and the search key', () => {
    expect(importLine('House')).toBe("import { House } from 'lucide-react';");
    expect(iconSearchKey('Arrow Down-Circle')).toBe('arrowdowncircle');
  });
});
