import { useState, type FormEvent } from 'react';
import { Check, Circle, ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PASSWORD_RULES, passwordProblems, type PasswordRule } from '@app/common/staff';
import { LOGIN_PATH } from '@/config/paths';
import { staffErrorIssues, staffErrorMessage, staffErrorStatus } from '@/lib/api/staff-api';
import { useChangePasswordMutation } from '../api/account-api';
import type { AccountFacts } from '../use-account-view';
import { SaveStatus, TextField } from './text-field';

interface Values {
  current: string;
  next: string;
  confirm: string;
}
type Errors = Partial<Record<keyof Values, string>>;

/** The new password's rules, each marked as met while the user types (the server's own rules). */
function Rules({ value, email }: { value: string; email: string }) {
  const { t } = useTranslation('account');
  const broken = new Set<PasswordRule>(passwordProblems(value, email));
  return (
    <>
      <span id="password-rules-title">{t('password.rulesTitle')}</span>
      <ul className="account-rules small mb-0 mt-1" aria-labelledby="password-rules-title">
        {PASSWORD_RULES.map((rule) => {
          const met = value !== '' && !broken.has(rule);
          return (
            <li key={rule} className={met ? 'met' : undefined} data-rule={rule} data-met={met}>
              {met ? (
                <Check size={14} aria-hidden="true" />
              ) : (
                <Circle size={10} aria-hidden="true" />
              )}
              <span>{t(`password.rules.${rule}`)}</span>
              <span className="visually-hidden">
                {met ? t('password.ruleMet') : t('password.ruleNotMet')}
              </span>
            </li>
          );
        })}
      </ul>
    </>
  );
}

export function validatePasswordChange(values: Values, email: string): Errors {
  const errors: Errors = {};
  if (values.current === '') errors.current = 'password.currentRequired';
  if (values.next === '') errors.next = 'password.newRequired';
  else if (passwordProblems(values.next, email).length > 0) errors.next = 'password.newWeak';
  else if (values.next === values.current) errors.next = 'password.newSame';
  if (values.confirm === '') errors.confirm = 'password.confirmRequired';
  else if (values.confirm !== values.next) errors.confirm = 'password.confirmMismatch';
  return errors;
}

const FIELD_IDS: Record<keyof Values, string> = {
  current: 'password-current',
  next: 'password-new',
  confirm: 'password-confirm',
};

/** Change password: the built-in provider's accounts only; others are sent where theirs lives. */
export function PasswordTab({ account }: { account: AccountFacts }) {
  const { t } = useTranslation('account');
  const [values, setValues] = useState<Values>({ current: '', next: '', confirm: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [status, setStatus] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const [changePassword, { isLoading }] = useChangePasswordMutation();

  if (account.kind === 'demo') {
    return (
      <div data-testid="password-unavailable">
        <p>{t('password.demo')}</p>
        <Link to={LOGIN_PATH} className="btn btn-outline-primary btn-sm">
          {t('demo.staffSignIn')}
        </Link>
      </div>
    );
  }
  if (!account.managedHere) {
    return (
      <div data-testid="password-unavailable">
        <p>{t('password.external')}</p>
        <p className="small text-body-secondary mb-0">
          <ExternalLink size={12} aria-hidden="true" className="me-1" />
          {t('password.externalHint')}
        </p>
      </div>
    );
  }

  const change = (field: keyof Values, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
    setStatus(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setStatus(null);
    const found = validatePasswordChange(values, account.email);
    setErrors(found);
    const first = (Object.keys(FIELD_IDS) as Array<keyof Values>).find((f) => found[f]);
    if (first) {
      document.getElementById(FIELD_IDS[first])?.focus();
      return;
    }
    try {
      await changePassword({ currentPassword: values.current, newPassword: values.next }).unwrap();
      setValues({ current: '', next: '', confirm: '' });
      setStatus({ kind: 'ok', text: t('password.changed') });
    } catch (error) {
      const issues = staffErrorIssues(error);
      const field = (issues[0]?.field ?? issues[0]?.path) as string | undefined;
      if (staffErrorStatus(error) === 400 && field === 'currentPassword') {
        setErrors({ current: 'password.currentWrong' });
        document.getElementById(FIELD_IDS.current)?.focus();
        return;
      }
      if (staffErrorStatus(error) === 400 && field === 'newPassword') {
        setErrors({ next: 'password.newRefused' });
        setStatus({ kind: 'error', text: staffErrorMessage(error) ?? t('saveFailed') });
        document.getElementById(FIELD_IDS.next)?.focus();
        return;
      }
      setStatus({ kind: 'error', text: staffErrorMessage(error) ?? t('saveFailed') });
    }
  };

  const message = (field: keyof Values) => (errors[field] ? t(errors[field]) : null);

  return (
    <form onSubmit={(e) => void submit(e)} noValidate data-testid="password-form">
      {/* Lets password managers file the new password under the right account. */}
      <input
        type="text"
        name="username"
        autoComplete="username"
        value={account.email}
        readOnly
        hidden
      />
      <TextField
        id={FIELD_IDS.current}
        type="password"
        label={t('password.current')}
        autoComplete="current-password"
        value={values.current}
        onChange={(e) => change('current', e.target.value)}
        error={message('current')}
        required
      />
      <TextField
        id={FIELD_IDS.next}
        type="password"
        label={t('password.new')}
        autoComplete="new-password"
        value={values.next}
        onChange={(e) => change('next', e.target.value)}
        error={message('next')}
        hint={<Rules value={values.next} email={account.email} />}
        required
      />
      <TextField
        id={FIELD_IDS.confirm}
        type="password"
        label={t('password.confirm')}
        autoComplete="new-password"
        value={values.confirm}
        onChange={(e) => change('confirm', e.target.value)}
        error={message('confirm')}
        required
      />
      <button type="submit" className="btn btn-primary" disabled={isLoading}>
        {isLoading ? t('password.submitting') : t('password.submit')}
      </button>
      <SaveStatus status={status} />
    </form>
  );
}
