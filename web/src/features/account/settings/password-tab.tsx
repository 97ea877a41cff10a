import { useMemo, useState } from 'react';
import { ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { PASSWORD_RULES, passwordProblems, type PasswordRule } from '@app/common/staff';
import { LOGIN_PATH } from '@/config/paths';
import { TextField } from '@/components/form-field';
import { RuleChecklist } from '@/components/rule-checklist';
import { useZodForm } from '@/hooks/use-zod-form';
import { staffErrorIssues, staffErrorMessage, staffErrorStatus } from '@/lib/api/staff-api';
import { useChangePasswordMutation } from '../api/account-api';
import type { AccountFacts } from '../use-account-view';
import { SaveStatus } from './save-status';

const valuesSchema = z.object({ current: z.string(), next: z.string(), confirm: z.string() });
type Values = z.infer<typeof valuesSchema>;
type Errors = Partial<Record<keyof Values, string>>;
const EMPTY: Values = { current: '', next: '', confirm: '' };

/** The new password's rules, each marked as met while the user types (the server's own rules). */
function Rules({ value, email }: { value: string; email: string }) {
  const { t } = useTranslation('account');
  const broken = new Set<PasswordRule>(passwordProblems(value, email));
  return (
    <RuleChecklist
      title={t('password.rulesTitle')}
      rules={PASSWORD_RULES.map((rule) => ({
        id: rule,
        label: t(`password.rules.${rule}`),
        isMet: value !== '' && !broken.has(rule),
      }))}
      metLabel={t('password.ruleMet')}
      notMetLabel={t('password.ruleNotMet')}
      className="account-rules small"
    />
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

/** The change as the form checks it: the server's password rules (`@app/common/staff`). */
const passwordChangeFormSchema = (email: string) =>
  valuesSchema.superRefine((values, ctx) => {
    for (const [field, message] of Object.entries(validatePasswordChange(values, email))) {
      ctx.addIssue({ code: 'custom', path: [field], message });
    }
  });

/** Change password: the built-in provider's accounts only; others are sent where theirs lives. */
export function PasswordTab({ account }: { account: AccountFacts }) {
  const { t } = useTranslation('account');
  const schema = useMemo(() => passwordChangeFormSchema(account.email), [account.email]);
  const form = useZodForm<Values>(schema, EMPTY);
  const [status, setStatus] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const [changePassword, { isLoading }] = useChangePasswordMutation();
  const next = form.watch('next');

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

  const onValid = async (values: Values): Promise<Errors | null> => {
    try {
      await changePassword({ currentPassword: values.current, newPassword: values.next }).unwrap();
      form.reset(EMPTY);
      setStatus({ kind: 'ok', text: t('password.changed') });
      return null;
    } catch (error) {
      const issues = staffErrorIssues(error);
      const field = (issues[0]?.field ?? issues[0]?.path) as string | undefined;
      if (staffErrorStatus(error) === 400 && field === 'currentPassword') {
        return { current: 'password.currentWrong' };
      }
      setStatus({ kind: 'error', text: staffErrorMessage(error) ?? t('saveFailed') });
      if (staffErrorStatus(error) === 400 && field === 'newPassword') {
        return { next: 'password.newRefused' };
      }
      return null;
    }
  };

  // Typing again clears the last save's outcome.
  const field = (name: keyof Values) => form.register(name, { onChange: () => setStatus(null) });
  const message = (name: keyof Values) => {
    const key = form.messageOf(name);
    return key ? t(key) : null;
  };

  return (
    <form
      onSubmit={(event) => {
        setStatus(null);
        void form.onSubmit(onValid)(event);
      }}
      noValidate
      data-testid="password-form"
    >
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
        id="password-current"
        type="password"
        label={t('password.current')}
        autoComplete="current-password"
        {...field('current')}
        error={message('current')}
        required
      />
      <TextField
        id="password-new"
        type="password"
        label={t('password.new')}
        autoComplete="new-password"
        {...field('next')}
        error={message('next')}
        hint={<Rules value={next} email={account.email} />}
        required
      />
      <TextField
        id="password-confirm"
        type="password"
        label={t('password.confirm')}
        autoComplete="new-password"
        {...field('confirm')}
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
