export * from './financial-year.ts';
export * from './projects.ts';
export * from './route-path.ts';
export * from './page-preloads.ts';
export * from './staff.ts';
export * from './html.ts';
