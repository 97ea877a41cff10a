import { describe, expect, it } from 'vitest';
import departmentsData from '../../../../../common/src/data/departments.json';
import en from '@/i18n/locales/en/projects.json';
import sw from '@/i18n/locales/sw/projects.json';
import { departmentName } from './department-name';

const names: Record<string, Record<string, string>> = {
  en: en.departmentNames,
  sw: sw.departmentNames,
};
const t = (lng: string) => (key: string, options: { defaultValue: string }) =>
  names[lng]?.[key.replace('departmentNames.', '')] ?? options.defaultValue;

describe('department names', () => {
  it("have a translation for every department of the county's reference data", () => {
    for (const d of departmentsData.departments) {
      expect(en.departmentNames, d.id).toHaveProperty([d.id], d.name);
      expect(sw.departmentNames, d.id).toHaveProperty([d.id]);
    }
  });

  it("name a known department in the language, and any other by the API's name", () => {
    expect(departmentName(t('sw'), 'health', 'Health Services')).toBe('Huduma za Afya');
    expect(departmentName(t('sw'), 'new-department', 'New Department')).toBe('New Department');
    expect(departmentName(t('sw'), '', 'Unlisted')).toBe('Unlisted');
  });
});
