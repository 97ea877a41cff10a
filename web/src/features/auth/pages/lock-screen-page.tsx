import { useCallback, useState } from 'react';
import { Lock, UserRound } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MockServiceProblem } from '@/components/mock-service-gate';
import { restoringSession } from '@/lib/stored-session';
import { SpinnerScreen } from '@/components/spinner-screen';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { loggedOut, selectAuthStatus, selectUser, type AuthUser } from '../auth-slice';
import { AuthCard, AuthPage } from '../components/auth-page';
import { useZodForm } from '@/hooks/use-zod-form';
import { PasswordField } from '../components/password-field';
import { SubmitButton } from '../components/submit-button';
import { useMessageText } from '../forms/messages';
import type { LockScreenValues } from '../forms/validation';
import { lockScreenChecks } from '../forms/checks';
import { startStaffSignIn } from '../staff-sign-in';
import { useSignIn } from '../use-sign-in';
import { useReturnPath } from '../use-return-path';
import '../auth.scss';
import { LOGIN_PATH } from '@/config/paths';

function UserBadge({ user }: { user: AuthUser }) {
  return (
    <div className="auth-lock-user" data-testid="lock-user">
      {user.avatar ? (
        <img src={user.avatar} alt="" width={72} height={72} className="rounded-circle" />
      ) : (
        <span className="auth-lock-avatar" aria-hidden="true">
          <UserRound size={36} />
        </span>
      )}
      <div className="min-w-0">
        <p className="fw-semibold mb-0 text-break">{user.name}</p>
        {user.email ? <p className="auth-subtitle small mb-0 text-break">{user.email}</p> : null}
      </div>
    </div>
  );
}

/** Unlocks by signing in again as the same user. */
function UnlockForm({ user }: { user: AuthUser }) {
  const { t } = useTranslation('auth');
  const text = useMessageText();
  const navigate = useNavigate();
  const returnTo = useReturnPath();
  const signIn = useSignIn();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useZodForm<LockScreenValues>(lockScreenChecks, { password: '' });
  const { setFocus } = form;

  const onValid = useCallback(
    async (values: LockScreenValues) => {
      setFormError(null);
      const error = await signIn({ email: user.email, password: values.password });
      if (error) {
        setFormError(error);
        setFocus('password');
        return;
      }
      void navigate(returnTo, { replace: true });
    },
    [navigate, returnTo, setFocus, signIn, user.email],
  );

  const formErrorText = text(formError);

  return (
    <form onSubmit={(event) => void form.onSubmit(onValid)(event)} noValidate>
      <PasswordField
        id="lock-password"
        label={t('lock.password')}
        autoComplete="current-password"
        {...form.register('password', { onChange: () => setFormError(null) })}
        error={text(form.messageOf('password')) ?? formErrorText}
        invalid={Boolean(formErrorText)}
        required
        autoFocus
      />
      <SubmitButton busy={form.formState.isSubmitting} busyLabel={t('lock.submitting')}>
        {t('lock.submit')}
      </SubmitButton>
    </form>
  );
}

/** A session opened by the county's provider is unlocked by the provider. */
function ProviderUnlock() {
  const { t } = useTranslation('auth');
  const returnTo = useReturnPath();
  const [failed, setFailed] = useState(false);
  const unlock = async () => {
    const result = await startStaffSignIn(returnTo);
    if (!result.ok) setFailed(true);
  };
  return (
    <>
      <button type="button" className="btn btn-primary w-100" onClick={() => void unlock()}>
        {t('lock.providerUnlock')}
      </button>
      <div aria-live="polite">
        {failed ? (
          <div className="alert alert-danger py-2 mt-3 mb-0">{t('staff.failure.unavailable')}</div>
        ) : null}
      </div>
    </>
  );
}

function LockView() {
  const { t } = useTranslation('auth');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const user = useAppSelector(selectUser);
  const status = useAppSelector(selectAuthStatus);

  if (!user && restoringSession(status)) {
    return (
      <div data-testid="lock-restoring">
        <SpinnerScreen inline />
        <p className="text-center auth-subtitle">{t('lock.restoring')}</p>
      </div>
    );
  }

  if (!user) {
    return (
      <AuthCard
        id="lock"
        title={t('lock.nobody')}
        subtitle={t('lock.nobodyBody')}
        icon={<Lock size={22} />}
      >
        <Link to={LOGIN_PATH} className="btn btn-primary w-100" data-testid="lock-sign-in">
          {t('lock.signIn')}
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      id="lock"
      title={t('lock.title')}
      subtitle={t('lock.subtitle')}
      icon={<Lock size={22} />}
    >
      <UserBadge user={user} />
      {user.loggedInWith === 'oidc' ? <ProviderUnlock /> : <UnlockForm user={user} />}
      <p className="text-center mt-3 mb-0">
        <button
          type="button"
          className="btn btn-link p-0 align-baseline"
          onClick={() => {
            dispatch(loggedOut());
            void navigate(LOGIN_PATH, { replace: true });
          }}
        >
          {t('lock.notYou')}
        </button>
      </p>
    </AuthCard>
  );
}

export default function LockScreenPage() {
  const { t } = useTranslation('auth');
  return (
    <AuthPage testId="lock-screen-page" title={t('lock.title')}>
      {/* The card shows at once: unlocking, and restoring a stored session, wait for the mock
          service themselves (lib/api/base-api). */}
      <MockServiceProblem />
      <LockView />
    </AuthPage>
  );
}
