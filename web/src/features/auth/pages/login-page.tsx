import { useCallback, useState } from 'react';
import { LogIn } from 'lucide-react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { DemoAccount } from '@app/common/apps/auth';
import { MockServiceProblem } from '@/components/mock-service-gate';
import { SpinnerScreen } from '@/components/spinner-screen';
import { useAppSelector } from '@/lib/store/hooks';
import { selectAuthStatus, selectUser } from '../auth-slice';
import { AuthCard, AuthPage } from '../components/auth-page';
import { DemoAccounts } from '../components/demo-accounts';
import { TextField } from '@/components/form-field';
import { useZodForm } from '@/hooks/use-zod-form';
import { PasswordField } from '../components/password-field';
import { SocialSignIn } from '../components/social-sign-in';
import { SubmitButton } from '../components/submit-button';
import { useMessageText } from '../forms/messages';
import type { LoginValues } from '../forms/validation';
import { loginChecks } from '../forms/checks';
import { isOidcCallback, isSignInFailure } from '../oidc-config';
import { StaffSignIn } from '../components/staff-sign-in';
import { useReturnPath } from '../use-return-path';
import { useSignIn } from '../use-sign-in';
import '../auth.scss';

function LoginView() {
  const { t } = useTranslation('auth');
  const text = useMessageText();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const returnTo = useReturnPath();
  const user = useAppSelector(selectUser);
  const status = useAppSelector(selectAuthStatus);
  const signIn = useSignIn();
  const failure = params.get('sso');
  const [formError, setFormError] = useState<string | null>(null);
  const form = useZodForm<LoginValues>(loginChecks, { email: '', password: '' });
  const { setFocus } = form;

  const onValid = useCallback(
    async (values: LoginValues) => {
      setFormError(null);
      const error = await signIn({ email: values.email.trim(), password: values.password });
      if (error) {
        setFormError(error);
        // Both fields are marked invalid by the message: the first takes focus.
        setFocus('email');
        return;
      }
      void navigate(returnTo, { replace: true });
    },
    [navigate, returnTo, setFocus, signIn],
  );

  const handleUseAccount = (account: DemoAccount) => {
    void form.submitValues({ email: account.email, password: account.password }, onValid);
  };

  if (status === 'loading' && isOidcCallback(globalThis.location.search)) {
    return (
      <div className="auth-completing" data-testid="oidc-completing">
        <SpinnerScreen inline />
        <p className="text-center auth-subtitle">{t('login.completing')}</p>
      </div>
    );
  }

  const formErrorText = text(formError);
  // Typing again clears the form's message.
  const field = (name: keyof LoginValues) =>
    form.register(name, { onChange: () => setFormError(null) });

  return (
    <div className="auth-split">
      <AuthCard
        id="login"
        title={t('login.title')}
        subtitle={t('login.subtitle')}
        icon={<LogIn size={22} className="auth-flip-rtl" />}
      >
        {user ? (
          <div
            className="alert alert-info py-2 d-flex flex-wrap align-items-center gap-2"
            data-testid="signed-in-notice"
          >
            <span>{t('login.signedInAs', { name: user.name })}</span>
            <Link to="/" className="alert-link auth-inline-link">
              {t('login.continue')}
            </Link>
          </div>
        ) : null}
        {/* A new failure in the address (the provider's return) is shown even when the sign-in
            was already on the page. */}
        <StaffSignIn
          key={failure ?? ''}
          returnTo={returnTo}
          failure={isSignInFailure(failure) ? failure : null}
          onSignedIn={() => void navigate(returnTo, { replace: true })}
        />
        <div className="auth-divider">
          <span>{t('staff.orDemo')}</span>
        </div>
        <p className="auth-subtitle small">{t('staff.demoNote')}</p>
        <form
          onSubmit={(event) => void form.onSubmit(onValid)(event)}
          noValidate
          aria-describedby={formErrorText ? 'login-form-error' : undefined}
        >
          <TextField
            id="login-email"
            type="email"
            label={t('login.email')}
            autoComplete="username"
            inputMode="email"
            {...field('email')}
            error={text(form.messageOf('email'))}
            invalid={Boolean(formErrorText)}
            describedBy={formErrorText ? 'login-form-error' : undefined}
            required
          />
          <PasswordField
            id="login-password"
            label={t('login.password')}
            autoComplete="current-password"
            {...field('password')}
            error={text(form.messageOf('password'))}
            invalid={Boolean(formErrorText)}
            describedBy={formErrorText ? 'login-form-error' : undefined}
            required
            labelAside={
              <Link to="/pages/forgot-password" className="small">
                {t('login.forgot')}
              </Link>
            }
          />
          <div aria-live="assertive" aria-atomic="true">
            {formErrorText ? (
              <div
                id="login-form-error"
                className="alert alert-danger py-2"
                data-testid="login-error"
              >
                {formErrorText}
              </div>
            ) : null}
          </div>
          <SubmitButton busy={form.formState.isSubmitting} busyLabel={t('login.submitting')}>
            {t('login.submit')}
          </SubmitButton>
        </form>
        <p className="text-center mt-3 mb-0">
          <span className="auth-subtitle">{t('login.noAccount')}</span>{' '}
          <Link to="/pages/register" className="auth-inline-link">
            {t('login.createAccount')}
          </Link>
        </p>
        <SocialSignIn />
      </AuthCard>
      <aside className="auth-aside" aria-label={t('demo.title')}>
        <DemoAccounts onUse={handleUseAccount} disabled={form.formState.isSubmitting} />
      </aside>
    </div>
  );
}

export default function LoginPage() {
  const { t } = useTranslation('auth');
  return (
    <AuthPage testId="login-page" title={t('login.title')} wide>
      {/* The form shows at once: sending it waits for the mock service (lib/api/base-api). */}
      <MockServiceProblem />
      <LoginView />
    </AuthPage>
  );
}
