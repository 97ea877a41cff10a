export * from './admin-units.ts';
export * from './projects.ts';
export * from './rollup.ts';
export * from './staff.ts';
export * from './feedback.ts';
