import { describe, expect, it } from 'vitest';
import { exportDate, exportFileName, fileNameSlug } from './export-file-name.ts';

const AT = new Date('2026-11-24T08:00:00Z');

describe('exportFileName', () => {
  it('names the filters and the day', () => {
    expect(exportFileName({ ward: ['Kasikeu'], state: ['ongoing'] }, 'csv', AT)).toBe(
      'makueni-projects_ward-kasikeu_state-ongoing_2026-11-24.csv',
    );
  });

  it('is the plain name without filters', () => {
    expect(exportFileName({}, 'xlsx', AT)).toBe('makueni-projects_2026-11-24.xlsx');
  });

  it('lists several values, financial years and the search, in ASCII', () => {
    expect(
      exportFileName(
        {
          subCounty: ['Mbooni', 'Kilome'],
          department: ['Health Services'],
          financialYear: ['2023/24'],
          q: 'Kĩlũngũ borehole "deep"',
        },
        'geojson',
        AT,
      ),
    ).toBe(
      'makueni-projects_subcounty-mbooni+kilome_department-health-services_fy-2023-24_search-kilungu-borehole-deep_2026-11-24.geojson',
    );
  });

  it('drops what cannot be written and bounds the length', () => {
    const name = exportFileName(
      { ward: ['../../etc/passwd', '\u202e', 'ward'.repeat(50)], q: 'x'.repeat(300) },
      'csv',
      AT,
    );
    expect(name).toMatch(/^[a-z0-9_+.-]+$/);
    expect(name.length).toBeLessThanOrEqual(140);
    expect(name.endsWith('_2026-11-24.csv')).toBe(true);
    expect(name).not.toContain('..');
  });

  it('takes the day in Nairobi (UTC+3)', () => {
    expect(exportDate(new Date('2026-11-24T22:30:00Z'))).toBe('2026-11-25');
  });

  it('slugs accents and punctuation away', () => {
    expect(fileNameSlug('  Wote/Nziu — Ēast ')).toBe('wote-nziu-east');
    expect(fileNameSlug('!!!')).toBe('');
  });
});
