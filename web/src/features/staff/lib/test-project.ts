import type { ProjectDetail } from '@app/common/projects';

/** An ongoing project with the fields the edit form reads (for the staff tests). */
export const TEST_PROJECT = {
  code: 'MKN-1',
  state: 'ongoing',
  stalledReason: null,
  paid: 1_200_000,
  budget: 2_850_000,
  contractSum: 2_790_000,
  progressReadings: [{ date: '2025-02-14', percent: 45, note: null }],
  updatedAt: '2026-03-31T10:00:00.000Z',
} as unknown as ProjectDetail;
