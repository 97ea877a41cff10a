import { useId } from 'react';
import {
  CircleUserRound,
  Eye,
  Lock,
  LogIn,
  LogOut,
  Map,
  Settings,
  ShieldCheck,
  UserRound,
} from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Dropdown } from '@/components/dropdown';
import {
  changeRole,
  loggedOut,
  selectUser,
  selectUserRole,
  type AuthUser,
} from '@/features/auth/auth-slice';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import type { AppDispatch } from '@/lib/store/store';
import { DEFAULT_ROLE, ROLES } from '@/lib/roles';
import { replayTour } from '../tour/tour-state';
import { LOGIN_PATH } from '@/config/paths';

/** County staff sign out at the provider too; the code for it loads on the click. */
function signOut(dispatch: AppDispatch, user: AuthUser) {
  if (user.loggedInWith !== 'oidc') {
    dispatch(loggedOut());
    return;
  }
  void import('@/features/auth/staff-sign-in').then(
    ({ signOut: endSession }) => endSession(dispatch, user),
    () => dispatch(loggedOut()),
  );
}

/**
 * Who is here and how they signed in (a visitor, county staff, or a demo account), their pages,
 * and "View as": a preview of the menu each role sees. The preview changes the menu only: the
 * name and role shown are always the user's own, and the server checks the real role.
 */
export function UserMenu() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const menuRole = useAppSelector(selectUserRole);
  const user = useAppSelector(selectUser);
  const viewAsHeading = useId();
  const viewAsHelp = useId();
  /** The role whose menu shows when nobody previews another. */
  const ownRole = user?.role ?? DEFAULT_ROLE;
  const previewing = menuRole !== ownRole;
  return (
    <Dropdown
      label={t('user.menu')}
      toggleClassName="btn btn-icon user-toggle"
      testId="user-menu"
      popup="menu"
      namedByContent
      toggle={
        <>
          <span className="user-name d-none d-md-flex flex-column text-end">
            <span className="fw-semibold" data-testid="user-name">
              {user ? user.name : t('user.visitor')}
            </span>
            <small className="text-body-secondary" data-testid="current-role">
              {user ? t(`roles.${user.role}`) : t('user.notSignedIn')}
            </small>
          </span>
          {/* Named for screen readers on every width; the name above shows from md up. */}
          <span className="visually-hidden d-md-none">
            {user ? `${user.name}, ${t(`roles.${user.role}`)}` : t('user.visitor')}
          </span>
          {previewing ? (
            <span className="badge rounded-pill text-bg-warning" data-testid="view-as-badge">
              <Eye size={12} aria-hidden="true" className="me-1" />
              {t('user.viewing', { role: t(`roles.${menuRole}`) })}
            </span>
          ) : null}
          {user?.avatar ? (
            <img src={user.avatar} alt="" width={36} height={36} className="rounded-circle" />
          ) : (
            <CircleUserRound size={30} aria-hidden="true" />
          )}
          <span className="visually-hidden">{t('user.menu')}</span>
        </>
      }
    >
      {(close) => (
        <div style={{ minWidth: '16rem', maxWidth: '20rem' }}>
          <div role="presentation" className="px-3 py-2" data-testid="user-identity">
            <div className="fw-semibold text-break">{user ? user.name : t('user.visitor')}</div>
            {user?.email ? (
              <div className="small text-body-secondary text-break">{user.email}</div>
            ) : null}
            <div className="small text-body-secondary">
              {user
                ? `${t(`roles.${user.role}`)} · ${t(
                    user.loggedInWith === 'oidc' ? 'user.viaStaff' : 'user.viaDemo',
                  )}`
                : t('user.visitorNote')}
            </div>
          </div>
          {user ? (
            <>
              <Link to="/pages/profile" role="menuitem" className="dropdown-item" onClick={close}>
                <UserRound size={16} aria-hidden="true" className="me-2" />
                {t('menu.profile')}
              </Link>
              <Link
                to="/pages/account-settings"
                role="menuitem"
                className="dropdown-item"
                onClick={close}
              >
                <Settings size={16} aria-hidden="true" className="me-2" />
                {t('menu.accountSettings')}
              </Link>
            </>
          ) : null}
          <div className="dropdown-divider" role="separator" />
          <div role="group" aria-labelledby={viewAsHeading} aria-describedby={viewAsHelp}>
            <h6 id={viewAsHeading} className="dropdown-header" role="presentation">
              <Eye size={14} aria-hidden="true" className="me-1" />
              {t('user.viewAs')}
            </h6>
            <p
              id={viewAsHelp}
              role="presentation"
              className="px-3 mb-1 small text-body-secondary text-wrap"
            >
              {t('user.viewAsHelp')}
            </p>
            {ROLES.map((r) => (
              <button
                key={r}
                type="button"
                role="menuitemradio"
                aria-checked={r === menuRole}
                className={`dropdown-item${r === menuRole ? ' active' : ''}`}
                onClick={() => {
                  dispatch(changeRole(r));
                  close();
                }}
                data-testid={`role-${r}`}
              >
                <ShieldCheck size={16} aria-hidden="true" className="me-2" />
                {t(`roles.${r}`)}
                {user && r === user.role ? ` (${t('user.yourRole')})` : null}
              </button>
            ))}
            {previewing ? (
              <button
                type="button"
                role="menuitem"
                className="dropdown-item"
                onClick={() => {
                  dispatch(changeRole(ownRole));
                  close();
                }}
                data-testid="end-preview"
              >
                <Eye size={16} aria-hidden="true" className="me-2" />
                {t('user.endPreview')}
              </button>
            ) : null}
          </div>
          <div className="dropdown-divider" role="separator" />
          {/* The tour's entry. */}
          <button
            type="button"
            role="menuitem"
            className="dropdown-item"
            onClick={() => {
              close();
              replayTour();
            }}
          >
            <Map size={16} aria-hidden="true" className="me-2" />
            {t('tour.replay')}
          </button>
          {user ? (
            <Link to="/pages/lock-screen" role="menuitem" className="dropdown-item" onClick={close}>
              <Lock size={16} aria-hidden="true" className="me-2" />
              {t('menu.lockScreen')}
            </Link>
          ) : null}
          {user ? (
            <button
              type="button"
              role="menuitem"
              className="dropdown-item"
              onClick={() => {
                close();
                signOut(dispatch, user);
              }}
            >
              <LogOut size={16} aria-hidden="true" className="me-2 flip-rtl" />
              {t('user.logout')}
            </button>
          ) : (
            <Link to={LOGIN_PATH} role="menuitem" className="dropdown-item" onClick={close}>
              <LogIn size={16} aria-hidden="true" className="me-2 flip-rtl" />
              {t('user.login')}
            </Link>
          )}
        </div>
      )}
    </Dropdown>
  );
}
