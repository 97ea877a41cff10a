import { Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Dropdown } from '@/components/dropdown';
import { LANGUAGES } from '@/i18n/languages';

export function LanguageMenu() {
  const { t, i18n } = useTranslation();
  const current = LANGUAGES.find((l) => l.code === i18n.resolvedLanguage) ?? LANGUAGES[0];
  return (
    <Dropdown
      label={t('language.choose')}
      testId="language-menu"
      popup="menu"
      toggleClassName="btn btn-icon language-toggle"
      namedByContent
      toggle={
        <>
          <Languages size={20} aria-hidden="true" />
          <span className="visually-hidden">{t('language.choose')} </span>
          <span className="d-none d-lg-inline ms-1" lang={current.code}>
            {current.label}
          </span>
        </>
      }
    >
      {(close) =>
        LANGUAGES.map((l) => (
          <button
            key={l.code}
            type="button"
            role="menuitemradio"
            aria-checked={l.code === current.code}
            lang={l.code}
            className={`dropdown-item${l.code === current.code ? ' active' : ''}`}
            onClick={() => {
              void i18n.changeLanguage(l.code);
              close();
            }}
            data-testid={`lang-${l.code}`}
          >
            {l.label}
          </button>
        ))
      }
    </Dropdown>
  );
}
