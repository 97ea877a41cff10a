import { useCallback, useState } from 'react';
import { UserPlus } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MockServiceProblem } from '@/components/mock-service-gate';
import { AuthCard, AuthPage } from '../components/auth-page';
import { CheckField, TextField } from '@/components/form-field';
import { useZodForm, type FieldErrors } from '@/hooks/use-zod-form';
import { PasswordField } from '../components/password-field';
import { PasswordRules } from '../components/password-rules';
import { SocialSignIn } from '../components/social-sign-in';
import { SubmitButton } from '../components/submit-button';
import { useMessageText } from '../forms/messages';
import type { RegisterValues } from '../forms/validation';
import { registerChecks } from '../forms/checks';
import { useSignUp } from '../use-sign-in';
import '../auth.scss';
import { LOGIN_PATH } from '@/config/paths';

function RegisterView() {
  const { t } = useTranslation('auth');
  const text = useMessageText();
  const navigate = useNavigate();
  const signUp = useSignUp();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useZodForm<RegisterValues>(registerChecks, {
    name: '',
    email: '',
    password: '',
    terms: false,
  });
  const password = form.watch('password');

  const onValid = useCallback(
    async (values: RegisterValues): Promise<FieldErrors<keyof RegisterValues> | null> => {
      setFormError(null);
      const result = await signUp({
        name: values.name,
        email: values.email.trim(),
        password: values.password,
      });
      if (result.ok) {
        void navigate('/', { replace: true });
        return null;
      }
      if ('fields' in result) {
        return { name: result.fields.name ?? undefined, email: result.fields.email ?? undefined };
      }
      setFormError(result.message);
      return null;
    },
    [navigate, signUp],
  );

  const formErrorText = text(formError);

  return (
    <AuthCard
      id="register"
      title={t('register.title')}
      subtitle={t('register.subtitle')}
      icon={<UserPlus size={22} />}
    >
      <form onSubmit={(event) => void form.onSubmit(onValid)(event)} noValidate>
        <TextField
          id="register-name"
          label={t('register.name')}
          autoComplete="name"
          {...form.register('name')}
          error={text(form.messageOf('name'))}
        />
        <TextField
          id="register-email"
          type="email"
          label={t('register.email')}
          autoComplete="email"
          inputMode="email"
          {...form.register('email')}
          error={text(form.messageOf('email'))}
          required
        />
        <PasswordField
          id="register-password"
          label={t('register.password')}
          autoComplete="new-password"
          {...form.register('password')}
          error={text(form.messageOf('password'))}
          hint={<PasswordRules value={password} />}
          required
        />
        <CheckField
          id="register-terms"
          label={t('register.terms')}
          {...form.register('terms')}
          error={text(form.messageOf('terms'))}
          required
        />
        <div aria-live="assertive" aria-atomic="true">
          {formErrorText ? (
            <div className="alert alert-danger py-2" data-testid="register-error">
              {formErrorText}
            </div>
          ) : null}
        </div>
        <SubmitButton busy={form.formState.isSubmitting} busyLabel={t('register.submitting')}>
          {t('register.submit')}
        </SubmitButton>
      </form>
      <p className="text-center mt-3 mb-0">
        <span className="auth-subtitle">{t('register.haveAccount')}</span>{' '}
        <Link to={LOGIN_PATH} className="auth-inline-link">
          {t('register.signIn')}
        </Link>
      </p>
      <SocialSignIn />
    </AuthCard>
  );
}

export default function RegisterPage() {
  const { t } = useTranslation('auth');
  return (
    <AuthPage testId="register-page" title={t('register.title')}>
      {/* The form shows at once: sending it waits for the mock service (lib/api/base-api). */}
      <MockServiceProblem />
      <RegisterView />
    </AuthPage>
  );
}
