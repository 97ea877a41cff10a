import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { accountSettingsUpdateSchema } from '@app/common/staff';
import { TextField } from '@/components/form-field';
import { useZodForm } from '@/hooks/use-zod-form';
import { LANGUAGES, isLanguage } from '@/i18n/languages';
import { staffErrorMessage } from '@/lib/api/staff-api';
import type { AccountFacts, AccountView } from '../use-account-view';
import { SaveStatus } from './save-status';

type Save = Extract<AccountView, { state: 'ready' }>['save'];

/** The longest name the settings call accepts. */
export const NAME_MAX = accountSettingsUpdateSchema.shape.name.unwrap().maxLength ?? 120;

/** The name as the settings call checks it, with the form's messages (keys of `account`). */
const generalSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, { error: 'general.nameRequired' })
    .max(NAME_MAX, { error: 'general.nameTooLong' }),
  language: z.string(),
});
type GeneralValues = z.input<typeof generalSchema>;

/** Name and language. A provider's account keeps its name at the provider. */
export function GeneralTab({ account, save }: { account: AccountFacts; save: Save }) {
  const { t, i18n } = useTranslation('account');
  const form = useZodForm<GeneralValues>(generalSchema, {
    name: account.name,
    language: account.language && isLanguage(account.language) ? account.language : i18n.language,
  });
  const [status, setStatus] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const nameManagedElsewhere = account.kind === 'staff' && !account.managedHere;
  const nameError = form.messageOf('name');

  const onValid = async ({ name, language }: GeneralValues) => {
    setStatus(null);
    const result = await save({
      ...(nameManagedElsewhere ? {} : { name: name.trim() }),
      language,
    });
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
    <form
      onSubmit={(event) => {
        setStatus(null);
        void form.onSubmit(onValid)(event);
      }}
      noValidate
      data-testid="general-form"
    >
      <TextField
        id="account-name"
        label={t('fields.name')}
        {...form.register('name')}
        autoComplete="name"
        maxLength={NAME_MAX + 20}
        readOnly={nameManagedElsewhere}
        error={nameError ? t(nameError, { max: NAME_MAX }) : null}
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
        <select id="account-language" className="form-select" {...form.register('language')}>
          {LANGUAGES.map((l) => (
            <option key={l.code} value={l.code} lang={l.code}>
              {l.label}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="btn btn-primary" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? t('saving') : t('save')}
      </button>
      <SaveStatus status={status} />
    </form>
  );
}
