import { describe, expect, it } from 'vitest';
import { PROJECT_STATES } from '@app/common';
import { pointInPolygon } from '../../src/db/seed/geo-points.ts';
import { generateProjects, SAMPLE_AS_OF } from '../../src/db/seed/generator.ts';
import { DEPARTMENT_REFS, loadBoundaries, WARD_REFS } from '../../src/db/seed/reference-data.ts';

describe('sample generator', () => {
  const projects = [...generateProjects({ count: 2000 })];

  it('is deterministic', () => {
    const again = [...generateProjects({ count: 2000 })];
    expect(again).toEqual(projects);
    const other = [...generateProjects({ count: 50, seed: 'other' })];
    expect(other.map((p) => p.title)).not.toEqual(projects.slice(0, 50).map((p) => p.title));
  });

  it('covers every ward, executive department, state and financial year 2018/19 to 2025/26', () => {
    expect(new Set(projects.map((p) => p.wardId)).size).toBe(30);
    const listed = DEPARTMENT_REFS.filter((d) => d.isListed).map((d) => d.id);
    expect(new Set(projects.map((p) => p.departmentId))).toEqual(new Set(listed));
    expect(new Set(projects.map((p) => p.state))).toEqual(new Set(PROJECT_STATES));
    expect([...new Set(projects.map((p) => p.financialYear))].sort()).toEqual([
      2018, 2019, 2020, 2021, 2022, 2023, 2024, 2025,
    ]);
    expect(new Set(projects.map((p) => p.code)).size).toBe(2000);
  });

  it('keeps figures and dates consistent', () => {
    for (const p of projects) {
      const ward = WARD_REFS.find((w) => w.id === p.wardId);
      expect(ward?.subCountyId).toBe(p.subCountyId);
      expect(p.budget).toBeGreaterThan(0);
      expect(Number.isInteger(p.budget)).toBe(true);
      if (p.state === 'stalled') expect(p.stalledReason).toBeTruthy();
      if (p.state === 'planned') expect(p.paid).toBe(0);
      if (p.state === 'completed') {
        expect(p.completionDate).not.toBeNull();
        expect(p.progressReadings[p.progressReadings.length - 1]?.percent).toBe(100);
      }
      const percents = p.progressReadings.map((r) => r.percent);
      expect(percents).toEqual([...percents].sort((a, b) => a - b));
      const dates = p.progressReadings.map((r) => r.date);
      expect(new Set(dates).size).toBe(dates.length);
      for (const d of dates) expect(d <= SAMPLE_AS_OF).toBe(true);
      if (p.lastVerified) expect(p.lastVerified <= SAMPLE_AS_OF).toBe(true);
      if (p.priorityRank !== null) expect(p.priorityRank).toBeGreaterThanOrEqual(1);
    }
    expect(projects.some((p) => (p.defects ?? []).length > 0)).toBe(true);
    expect(projects.some((p) => p.contractor?.includes('ĩ'))).toBe(true);
  });

  it('places locations inside the project ward', () => {
    const wards = loadBoundaries().wards;
    const located = projects.filter((p) => p.lat !== null && p.lon !== null);
    expect(located.length).toBeGreaterThan(1600);
    for (const p of located) {
      const feature = wards.find((f) => f.id === String(p.wardId).padStart(4, '0'));
      expect(feature).toBeDefined();
      if (feature)
        expect(pointInPolygon(p.lon ?? 0, p.lat ?? 0, feature.geometry.coordinates)).toBe(true);
    }
  });

  it('writes plausible titles', () => {
    const titles = projects.map((p) => p.title);
    expect(titles.some((t) => /^Construction of .+ ECDE classroom$/.test(t))).toBe(true);
    expect(titles.some((t) => /^Drilling and equipping of .+ borehole$/.test(t))).toBe(true);
    expect(titles.some((t) => /^Grading and murraming of .+ road$/.test(t))).toBe(true);
  });
});
