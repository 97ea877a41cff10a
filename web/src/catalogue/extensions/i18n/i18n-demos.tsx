import { useState } from 'react';
import { Button, ButtonGroup, Form, Table } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, localeOf } from '@/i18n/languages';
import { DEMO_NS } from './demo-strings';

/** Switches the whole app's language at once; the menus and this page follow without a reload. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  return (
    <>
      <ButtonGroup aria-label="Language" className="flex-wrap mb-2">
        {LANGUAGES.map((l) => (
          <Button
            key={l.code}
            lang={l.code}
            variant={i18n.resolvedLanguage === l.code ? 'primary' : 'outline-primary'}
            aria-pressed={i18n.resolvedLanguage === l.code}
            onClick={() => void i18n.changeLanguage(l.code)}
          >
            {l.label}
          </Button>
        ))}
      </ButtonGroup>
      <p className="mb-0">
        The menu entry for this page now reads: <strong>{t('menu.i18n')}</strong>; the charts entry:{' '}
        <strong>{t('menu.charts')}</strong>.
      </p>
    </>
  );
}

/** Values put into a translated sentence, and the plural form chosen by the language's rules. */
export function InterpolationAndPlurals() {
  const { t } = useTranslation(DEMO_NS);
  const [name, setName] = useState('Mwende');
  const [count, setCount] = useState(1);
  return (
    <>
      <div className="d-flex flex-wrap gap-3 mb-3">
        <Form.Group controlId="i18n-name">
          <Form.Label className="small">Name</Form.Label>
          <Form.Control size="sm" value={name} onChange={(e) => setName(e.target.value)} />
        </Form.Group>
        <Form.Group controlId="i18n-count">
          <Form.Label className="small">Projects</Form.Label>
          <Form.Control
            size="sm"
            type="number"
            min={0}
            max={1000}
            value={count}
            onChange={(e) => setCount(Math.max(0, Number(e.target.value) || 0))}
          />
        </Form.Group>
      </div>
      <p className="mb-1" role="status">
        {t('welcome', { name, county: 'Makueni' })}
      </p>
      <p className="mb-0">{t('projects', { count, ward: 'Wote/Nziu' })}</p>
    </>
  );
}

const SAMPLE_DATE = new Date(Date.UTC(2025, 6, 1, 9, 30));

/** i18next's built-in formatters (Intl underneath) in the current language, and all four side by side. */
export function DatesAndNumbers() {
  const { t } = useTranslation(DEMO_NS);
  return (
    <>
      <ul className="mb-3">
        <li>{t('budget', { value: 12_400_000 })}</li>
        <li>{t('share', { value: 0.618 })}</li>
        <li>
          {t('updated', {
            date: SAMPLE_DATE,
            formatParams: {
              date: { dateStyle: 'full', timeStyle: 'short', timeZone: 'Africa/Nairobi' },
            },
          })}
        </li>
      </ul>
      <div className="table-responsive">
        <Table size="sm" className="mb-0">
          <caption className="caption-top">The same values in each language's conventions</caption>
          <thead>
            <tr>
              <th scope="col">Language</th>
              <th scope="col">Number</th>
              <th scope="col">Money</th>
              <th scope="col">Date</th>
            </tr>
          </thead>
          <tbody>
            {LANGUAGES.map((l) => {
              const locale = localeOf(l.code);
              return (
                <tr key={l.code} lang={l.code}>
                  <th scope="row">{l.label}</th>
                  <td>{new Intl.NumberFormat(locale).format(1234567.891)}</td>
                  <td>
                    {new Intl.NumberFormat(locale, { style: 'currency', currency: 'KES' }).format(
                      12400000,
                    )}
                  </td>
                  <td>
                    {new Intl.DateTimeFormat(locale, {
                      dateStyle: 'long',
                      timeZone: 'Africa/Nairobi',
                    }).format(SAMPLE_DATE)}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </Table>
      </div>
    </>
  );
}
