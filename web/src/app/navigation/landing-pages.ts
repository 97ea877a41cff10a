/**
 * Pages people open straight from outside (the portal's front page, a shared project link, the
 * data's about page). The build lists the code each one needs (build/page-preloads.ts) and the
 * server names it in that page's HTML, so it downloads alongside the app's own code.
 * Each path must be a registry route whose lazy page is the given module, loaded with the given
 * translation namespaces (checked by a test); the English strings are preloaded with the code.
 */
export const LANDING_PAGES = [
  { path: '/', module: 'src/features/projects/home-page.tsx', namespaces: ['projects', 'shell'] },
  {
    path: '/projects/:code',
    module: 'src/features/projects/project-page.tsx',
    namespaces: ['projects'],
  },
  { path: '/about', module: 'src/features/projects/about-page.tsx', namespaces: ['projects'] },
] as const satisfies readonly { path: string; module: string; namespaces: readonly string[] }[];
