import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, isLanguage } from '@/i18n/languages';
import { staffErrorMessage } from '@/lib/api/staff-api';
import type { AccountFacts, AccountView } from '../use-account-view';
import { SaveStatus, TextField } from './text-field';

type Save = Extract<AccountView, { state: 'ready' }>['save'];

export const NAME_MAX = 120;

/** Name and language. A provider's account keeps its name at the provider. */
export function GeneralTab({ account, save }: { account: AccountFacts; save: Save }) {
  const { t, i18n } = useTranslation('account');
  const [name, setName] = useState(account.name);
  const [language, setLanguage] = useState(
    account.language && isLanguage(account.language) ? account.language : i18n.language,
  );
  const [nameError, setNameError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const nameManagedElsewhere = account.kind === 'staff' && !account.managedHere;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setStatus(null);
    const trimmed = name.trim();
    const error =
      trimmed === ''
        ? t('general.nameRequired')
        : trimmed.length > NAME_MAX
          ? t('general.nameTooLong', { max: NAME_MAX })
          : null;
    setNameError(error);
    if (error) {
      document.getElementById('account-name')?.focus();
      return;
    }
    setBusy(true);
    const result = await save({
      ...(nameManagedElsewhere ? {} : { name: trimmed }),
      language,
    });
    setBusy(false);
    if (!result.ok) {
      setStatus({
        kind: 'error',
        text: staffErrorMessage(result.error) ?? t('saveFailed'),
      });
      return;
    }
    if (language !== i18n.language) void i18n.changeLanguage(language);
    setStatus({ kind: 'ok', text: account.kind === 'demo' ? t('savedDemo') : t('saved') });
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate data-testid="general-form">
      <TextField
        id="account-name"
        label={t('fields.name')}
        value={name}
        onChange={(e) => {
          setName(e.target.value);
          setNameError(null);
        }}
        autoComplete="name"
        maxLength={NAME_MAX + 20}
        readOnly={nameManagedElsewhere}
        error={nameError}
        hint={nameManagedElsewhere ? t('general.nameAtProvider') : undefined}
        required
      />
      <TextField
        id="account-email"
        label={t('fields.email')}
        value={account.email}
        readOnly
        hint={t('general.emailHint')}
      />
      <div className="mb-3">
        <label htmlFor="account-language" className="form-label">
          {t('fields.language')}
        </label>
        <select
          id="account-language"
          className="form-select"
          value={language}
          onChange={(e) => setLanguage(e.target.value)}
        >
          {LANGUAGES.map((l) => (
            <option key={l.code} value={l.code} lang={l.code}>
              {l.label}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {busy ? t('saving') : t('save')}
      </button>
      <SaveStatus status={status} />
    </form>
  );
}
