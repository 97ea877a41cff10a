import { projectDictionary } from '@app/common/data-dictionary';
import { Table } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { dictionaryFieldKey } from './dictionary-field-key';

const FIELDS = projectDictionary();

/**
 * Every field of a project record, generated from the API's own schema: the meaning is the
 * schema's description (English) or its translation, the type, unit and values are the schema's.
 * Loaded only with its article, since the schema brings zod along.
 */
export default function DictionaryTable() {
  const { t } = useTranslation('portal-pages');
  return (
    <div
      className="table-responsive"
      tabIndex={0}
      role="region"
      aria-labelledby="kb-dictionary-caption"
    >
      <Table size="sm" className="align-top small" data-testid="kb-dictionary">
        <caption id="kb-dictionary-caption" className="caption-top">
          {t('kb.dictionary.caption')}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('kb.dictionary.field')}</th>
            <th scope="col">{t('kb.dictionary.type')}</th>
            <th scope="col">{t('kb.dictionary.unit')}</th>
            <th scope="col">{t('kb.dictionary.meaning')}</th>
          </tr>
        </thead>
        <tbody>
          {FIELDS.map((field) => (
            <tr key={field.path} data-field={field.path}>
              <th scope="row" className="fw-normal">
                <code className="text-break">{field.path}</code>
                {field.inList ? (
                  <span className="badge text-bg-light border ms-1">
                    {t('kb.dictionary.inList')}
                  </span>
                ) : null}
              </th>
              <td>
                {t(`kb.dictionary.types.${field.type}`)}
                {field.nullable ? (
                  <div className="text-body-secondary">{t('kb.dictionary.nullable')}</div>
                ) : null}
              </td>
              <td>{field.unit ?? '–'}</td>
              <td>
                {t(`kb.dictionary.fields.${dictionaryFieldKey(field.path)}`, {
                  defaultValue: field.description,
                })}
                {field.values ? (
                  <div className="text-body-secondary">
                    {t('kb.dictionary.values', { values: field.values.join(', ') })}
                  </div>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </div>
  );
}
