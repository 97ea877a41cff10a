export * from './financial-year.ts';
export * from './projects.ts';
