import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { NotificationSettings } from '@app/common/staff';
import { staffErrorMessage } from '@/lib/api/staff-api';
import type { AccountFacts, AccountView } from '../use-account-view';
import { SaveStatus } from './save-status';

type Save = Extract<AccountView, { state: 'ready' }>['save'];

const KINDS = ['imports', 'edits', 'weeklySummary'] as const satisfies ReadonlyArray<
  keyof NotificationSettings
>;

/** Which staff events the user wants to hear about. */
export function NotificationsTab({ account, save }: { account: AccountFacts; save: Save }) {
  const { t } = useTranslation('account');
  const [values, setValues] = useState<NotificationSettings>(account.notifications);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setStatus(null);
    const result = await save({ notifications: values });
    setBusy(false);
    setStatus(
      result.ok
        ? { kind: 'ok', text: account.kind === 'demo' ? t('savedDemo') : t('saved') }
        : { kind: 'error', text: staffErrorMessage(result.error) ?? t('saveFailed') },
    );
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate data-testid="notifications-form">
      <fieldset>
        <legend className="h6">{t('notifications.legend')}</legend>
        {KINDS.map((kind) => (
          <div className="form-check form-switch mb-2" key={kind}>
            <input
              className="form-check-input"
              type="checkbox"
              role="switch"
              id={`notify-${kind}`}
              checked={values[kind]}
              onChange={(e) => setValues((v) => ({ ...v, [kind]: e.target.checked }))}
              aria-describedby={`notify-${kind}-hint`}
            />
            <label className="form-check-label" htmlFor={`notify-${kind}`}>
              {t(`notifications.${kind}`)}
            </label>
            <div id={`notify-${kind}-hint`} className="form-text mt-0">
              {t(`notifications.${kind}Hint`)}
            </div>
          </div>
        ))}
      </fieldset>
      <p className="small text-body-secondary">{t('notifications.delivery')}</p>
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {busy ? t('saving') : t('save')}
      </button>
      <SaveStatus status={status} />
    </form>
  );
}
