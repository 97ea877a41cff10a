/**
 * Addresses other code links to. The registry's entry for each page uses the same constant, so
 * moving a page is one edit.
 */
export const LOGIN_PATH = '/pages/login';
