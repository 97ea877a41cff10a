/**
 * The staff pages' addresses, apart from the route descriptor (routes.ts), so a page can link to
 * another without importing the descriptor that imports it lazily (an import cycle).
 */
export const STAFF_IMPORT_PATH = '/staff/import';
export const STAFF_AUDIT_PATH = '/staff/audit';
