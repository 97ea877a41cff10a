import { createTheme, type Theme } from 'react-data-table-component';

// The table's colours are the Bootstrap theme's variables, so they follow the page; the two
// themes differ only in the colour scheme of the browser's own controls (scrollbars).
const colours: Partial<Theme> = {
  primary: 'var(--bs-primary)',
  text: {
    primary: 'var(--bs-body-color)',
    secondary: 'var(--bs-secondary-color)',
    disabled: 'var(--bs-secondary-color)',
  },
  background: {
    default: 'var(--bs-body-bg)',
    header: 'var(--bs-tertiary-bg)',
    footer: 'var(--bs-body-bg)',
  },
  context: { background: 'var(--bs-primary)', text: '#fff' },
  divider: { default: 'var(--bs-border-color)' },
  button: {
    default: 'var(--bs-secondary-color)',
    focus: 'var(--bs-secondary-bg)',
    hover: 'var(--bs-secondary-bg)',
    disabled: 'var(--bs-tertiary-color)',
  },
  selected: { default: 'var(--bs-primary-bg-subtle)', text: 'var(--bs-primary-text-emphasis)' },
  highlightOnHover: { default: 'var(--bs-tertiary-bg)', text: 'var(--bs-body-color)' },
  striped: { default: 'var(--bs-tertiary-bg)', text: 'var(--bs-body-color)' },
  typography: { fontFamily: 'inherit', fontSize: '0.875rem', fontSizeHeader: '0.8125rem' },
};

export const PORTAL_LIGHT = 'portal-light';
export const PORTAL_DARK = 'portal-dark';

createTheme(PORTAL_LIGHT, { ...colours, colorScheme: 'light' }, 'default');
createTheme(PORTAL_DARK, { ...colours, colorScheme: 'dark' }, 'dark');
