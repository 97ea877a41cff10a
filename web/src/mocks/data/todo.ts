import type { Task } from '@app/common/apps/todo';

/** 10 sample tasks covering every flag and tag. */
export function buildTasks(): Task[] {
  const task = (
    id: number,
    title: string,
    desc: string,
    tags: Task['tags'],
    flags: Partial<Pick<Task, 'isImportant' | 'isStarred' | 'isCompleted' | 'isTrashed'>> = {},
  ): Task => ({
    id,
    title,
    desc,
    tags,
    isImportant: flags.isImportant ?? false,
    isStarred: flags.isStarred ?? false,
    isCompleted: flags.isCompleted ?? false,
    isTrashed: flags.isTrashed ?? false,
  });
  return [
    task(
      1,
      'Publish the ward projects dataset',
      'Export the latest register and publish it on the portal.',
      ['backend', 'doc'],
      { isImportant: true },
    ),
    task(
      2,
      'Fix the map legend colours',
      'Project states are hard to tell apart in dark mode.',
      ['frontend', 'bug'],
      { isStarred: true },
    ),
    task(3, 'Write the open-data licence page', 'Explain reuse terms in plain language.', ['doc'], {
      isCompleted: true,
    }),
    task(
      4,
      'Add Kikamba translations',
      'Collect menu labels for a future locale.',
      ['frontend'],
      {},
    ),
    task(
      5,
      'Review budget upload script',
      'Check that amounts stay in whole shillings.',
      ['backend'],
      { isImportant: true, isStarred: true },
    ),
    task(
      6,
      'Broken link on the FAQ page',
      'The link to the procurement portal returns 404.',
      ['bug'],
      { isTrashed: true },
    ),
    task(
      7,
      'Prepare the public forum slides',
      'Summary of completed projects per sub-county.',
      ['doc'],
      { isStarred: true, isCompleted: true },
    ),
    task(
      8,
      'Speed up the projects export',
      'Stream large CSV exports instead of buffering.',
      ['backend', 'bug'],
      { isImportant: true },
    ),
    task(9, 'Old dashboard mock-ups', 'Superseded by the new design.', ['frontend'], {
      isTrashed: true,
      isStarred: true,
    }),
    task(
      10,
      'Accessibility review of forms',
      'Labels, focus order and error messages.',
      ['frontend', 'doc'],
      {},
    ),
  ];
}
