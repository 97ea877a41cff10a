import { useCallback, useState } from 'react';
import { ArrowLeft, KeyRound, MailCheck } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AuthCard, AuthPage } from '../components/auth-page';
import { TextField } from '@/components/form-field';
import { useZodForm } from '@/hooks/use-zod-form';
import { useMessageText } from '../forms/messages';
import type { ForgotPasswordValues } from '../forms/validation';
import { forgotPasswordChecks } from '../forms/checks';
import '../auth.scss';
import { LOGIN_PATH } from '@/config/paths';

/**
 * Asks for the account's address. The portal sends no email: resets are done by the county's
 * administrator, and the confirmation says so (without revealing whether the account exists).
 */
export default function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const text = useMessageText();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useZodForm<ForgotPasswordValues>(forgotPasswordChecks, { email: '' });

  const onValid = useCallback((values: ForgotPasswordValues) => {
    setSentTo(values.email.trim());
  }, []);

  return (
    <AuthPage testId="forgot-password-page" title={t('forgot.title')}>
      <AuthCard
        id="forgot"
        title={t('forgot.title')}
        subtitle={t('forgot.subtitle')}
        icon={sentTo ? <MailCheck size={22} /> : <KeyRound size={22} />}
      >
        <div role="status" aria-live="polite">
          {sentTo ? (
            <div className="alert alert-info" data-testid="forgot-confirmation">
              <p className="fw-semibold mb-1">{t('forgot.doneTitle')}</p>
              <p className="mb-0">{t('forgot.done', { email: sentTo })}</p>
            </div>
          ) : null}
        </div>
        {sentTo ? (
          <button
            type="button"
            className="btn btn-outline-secondary w-100"
            onClick={() => setSentTo(null)}
          >
            {t('forgot.again')}
          </button>
        ) : (
          <form onSubmit={(event) => void form.onSubmit(onValid)(event)} noValidate>
            <TextField
              id="forgot-email"
              type="email"
              label={t('forgot.email')}
              autoComplete="email"
              inputMode="email"
              {...form.register('email')}
              error={text(form.messageOf('email'))}
              required
            />
            <button type="submit" className="btn btn-primary w-100">
              {t('forgot.submit')}
            </button>
          </form>
        )}
        <p className="text-center mt-3 mb-0">
          <Link to={LOGIN_PATH} className="d-inline-flex align-items-center gap-1">
            <ArrowLeft size={16} aria-hidden="true" className="auth-flip-rtl" />
            {t('forgot.back')}
          </Link>
        </p>
      </AuthCard>
    </AuthPage>
  );
}
