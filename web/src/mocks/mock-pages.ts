/**
 * The app pages that call the sample data service as soon as they open, by the mock app they
 * call. Opening one starts the service beside the page's own code and loads that app's handlers
 * and data with it (main.tsx, browser.ts). Tiny and import-free: the shell carries it.
 */
export const MOCK_PAGES = {
  email: ['/email'],
  chat: ['/chat'],
  todo: ['/todo'],
  calendar: ['/calendar'],
  users: ['/app/user', '/pages/user'],
  shop: ['/ecommerce', '/ecommerce-dashboard'],
  datalist: ['/data-list'],
  aggrid: ['/tables/agGrid'],
} as const satisfies Record<string, readonly string[]>;

export type MockAppName = keyof typeof MOCK_PAGES;

/** The mock apps the page at `path` (without the base path) calls at once. */
export function mockAppsOfPage(path: string): MockAppName[] {
  return (Object.keys(MOCK_PAGES) as MockAppName[]).filter((name) =>
    MOCK_PAGES[name].some((prefix: string) => path === prefix || path.startsWith(`${prefix}/`)),
  );
}
