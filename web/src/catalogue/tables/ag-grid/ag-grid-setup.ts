import {
  CellStyleModule,
  ClientSideRowModelModule,
  CsvExportModule,
  ModuleRegistry,
  NumberFilterModule,
  PaginationModule,
  QuickFilterModule,
  TextFilterModule,
  ValidationModule,
  colorSchemeDark,
  colorSchemeLight,
  themeQuartz,
} from 'ag-grid-community';

// Only the modules the grid uses, so only their code is bundled (sorting, resizing and pinning
// come with the grid's core). The validation module, which names any missing module in the
// console, only in development.
ModuleRegistry.registerModules([
  ClientSideRowModelModule,
  CellStyleModule,
  TextFilterModule,
  NumberFilterModule,
  QuickFilterModule,
  PaginationModule,
  CsvExportModule,
  ...(import.meta.env.DEV ? [ValidationModule] : []),
]);

// The Quartz theme in the portal's colours: the Bootstrap variables, so light, dark and the
// brand colour follow the page.
const params = {
  accentColor: 'var(--bs-primary)',
  backgroundColor: 'var(--bs-body-bg)',
  foregroundColor: 'var(--bs-body-color)',
  borderColor: 'var(--bs-border-color)',
  headerBackgroundColor: 'var(--bs-tertiary-bg)',
  fontFamily: 'inherit',
  fontSize: 14,
  borderRadius: 6,
  wrapperBorderRadius: 8,
};

export const gridLightTheme = themeQuartz.withPart(colorSchemeLight).withParams(params);
export const gridDarkTheme = themeQuartz.withPart(colorSchemeDark).withParams(params);
