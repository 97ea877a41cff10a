import { useCallback, useState } from 'react';
import { ArrowLeft, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AuthCard, AuthPage } from '../components/auth-page';
import { useZodForm } from '@/hooks/use-zod-form';
import { PasswordField } from '../components/password-field';
import { PasswordRules } from '../components/password-rules';
import { useMessageText } from '../forms/messages';
import type { ResetPasswordValues } from '../forms/validation';
import { resetPasswordChecks } from '../forms/checks';
import '../auth.scss';
import { LOGIN_PATH } from '@/config/paths';

/**
 * A new password, typed twice, checked against the rules. The portal has no reset service of
 * its own, so a valid form says honestly that nothing was changed and who applies resets.
 */
export default function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const text = useMessageText();
  const [done, setDone] = useState(false);
  const form = useZodForm<ResetPasswordValues>(resetPasswordChecks, { password: '', confirm: '' });
  const password = form.watch('password');

  const onValid = useCallback(() => {
    setDone(true);
  }, []);

  return (
    <AuthPage testId="reset-password-page" title={t('reset.title')}>
      <AuthCard
        id="reset"
        title={t('reset.title')}
        subtitle={t('reset.subtitle')}
        icon={<ShieldCheck size={22} />}
      >
        <div role="status" aria-live="polite">
          {done ? (
            <div className="alert alert-info" data-testid="reset-confirmation">
              <p className="fw-semibold mb-1">{t('reset.doneTitle')}</p>
              <p className="mb-0">{t('reset.done')}</p>
            </div>
          ) : null}
        </div>
        {done ? null : (
          <form onSubmit={(event) => void form.onSubmit(onValid)(event)} noValidate>
            <PasswordField
              id="reset-password"
              label={t('reset.password')}
              autoComplete="new-password"
              {...form.register('password')}
              error={text(form.messageOf('password'))}
              hint={<PasswordRules value={password} />}
              required
            />
            <PasswordField
              id="reset-confirm"
              label={t('reset.confirm')}
              autoComplete="new-password"
              {...form.register('confirm')}
              error={text(form.messageOf('confirm'))}
              required
            />
            <button type="submit" className="btn btn-primary w-100">
              {t('reset.submit')}
            </button>
          </form>
        )}
        <p className="text-center mt-3 mb-0">
          <Link to={LOGIN_PATH} className="d-inline-flex align-items-center gap-1">
            <ArrowLeft size={16} aria-hidden="true" className="auth-flip-rtl" />
            {t('reset.back')}
          </Link>
        </p>
      </AuthCard>
    </AuthPage>
  );
}
