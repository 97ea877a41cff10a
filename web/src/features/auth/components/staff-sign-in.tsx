import { useRef, useState } from 'react';
import { Building2, ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '@/lib/store/hooks';
import { loadOidcConfig, type SignInFailure } from '../oidc-config';
import { staffSignInWithPopup, startStaffSignIn } from '../staff-sign-in';

type Progress = 'idle' | 'redirecting' | 'popup';

interface StaffSignInProps {
  returnTo: string;
  /** Why the last sign-in did not complete (from the address after the provider's return). */
  failure: SignInFailure | null;
  /** After a pop-up sign-in: move on. */
  onSignedIn: () => void;
}

/**
 * "County staff sign-in": the real sign-in with the county's provider, by redirect (the usual
 * way) or in a pop-up window. Failures say what happened and leave the user signed out.
 */
export function StaffSignIn({ returnTo, failure: initialFailure, onSignedIn }: StaffSignInProps) {
  const { t } = useTranslation('auth');
  const dispatch = useAppDispatch();
  const [progress, setProgress] = useState<Progress>('idle');
  const [failure, setFailure] = useState<SignInFailure | null>(initialFailure);
  const warmed = useRef(false);

  // Fetch the settings and the client as the pointer or focus arrives, so the click opens the
  // provider (or the pop-up, which browsers allow only soon after the click) without delay.
  const warmUp = () => {
    if (warmed.current) return;
    warmed.current = true;
    void loadOidcConfig().catch(() => {
      warmed.current = false;
    });
    void import('../oidc');
  };

  const redirect = async () => {
    setFailure(null);
    setProgress('redirecting');
    const result = await startStaffSignIn(returnTo);
    // Still here: the provider's page could not be opened.
    if (!result.ok) {
      setProgress('idle');
      setFailure(result.failure);
    }
  };

  const popup = async () => {
    setFailure(null);
    setProgress('popup');
    const result = await staffSignInWithPopup(dispatch);
    setProgress('idle');
    if (result.ok) onSignedIn();
    else setFailure(result.failure);
  };

  const busy = progress !== 'idle';
  const status =
    progress === 'redirecting'
      ? t('staff.redirecting')
      : progress === 'popup'
        ? t('staff.popupOpen')
        : null;

  return (
    <section
      className="auth-staff"
      aria-labelledby="staff-sign-in-title"
      data-testid="staff-sign-in"
    >
      <h2 id="staff-sign-in-title" className="h6 mb-1">
        {t('staff.title')}
      </h2>
      <p className="auth-subtitle small mb-3">{t('staff.intro')}</p>
      <div aria-live="assertive" aria-atomic="true">
        {failure ? (
          <div className="alert alert-danger py-2" role="alert" data-testid="staff-sign-in-error">
            {t(`staff.failure.${failure}`)}
          </div>
        ) : null}
      </div>
      <button
        type="button"
        className="btn btn-primary w-100"
        onClick={() => void redirect()}
        onPointerEnter={warmUp}
        onFocus={warmUp}
        disabled={busy}
        aria-describedby={status ? 'staff-sign-in-status' : undefined}
      >
        <Building2 size={18} aria-hidden="true" className="me-2" />
        {t('staff.signIn')}
      </button>
      <button
        type="button"
        className="btn btn-link btn-sm w-100 mt-1 auth-inline-link"
        onClick={() => void popup()}
        onPointerEnter={warmUp}
        onFocus={warmUp}
        disabled={busy}
      >
        <ExternalLink size={14} aria-hidden="true" className="me-1" />
        {t('staff.popup')}
      </button>
      <p id="staff-sign-in-status" className="small text-center mb-0" aria-live="polite">
        {status}
      </p>
    </section>
  );
}
