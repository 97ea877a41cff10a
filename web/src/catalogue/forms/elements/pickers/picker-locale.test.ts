import { format } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { PICKER_LOCALES, pickerLocaleCode } from './picker-locale';

describe('the pickers’ locale', () => {
  it('follows the app’s language and falls back to English', () => {
    expect(pickerLocaleCode('de')).toBe('de');
    expect(pickerLocaleCode('pt-BR')).toBe('pt');
    expect(pickerLocaleCode('sw')).toBe('en-GB');
    expect(pickerLocaleCode('en')).toBe('en-GB');
  });

  it('writes dates the way each language does', () => {
    const day = new Date(2025, 2, 7);
    expect(format(day, 'P', { locale: PICKER_LOCALES['en-GB'] })).toBe('07/03/2025');
    expect(format(day, 'P', { locale: PICKER_LOCALES.de })).toBe('07.03.2025');
    expect(format(day, 'MMMM', { locale: PICKER_LOCALES.fr })).toBe('mars');
    expect(format(day, 'MMMM', { locale: PICKER_LOCALES.pt })).toBe('março');
  });
});
