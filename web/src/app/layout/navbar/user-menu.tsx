import { useId } from 'react';
import { CircleUserRound, Lock, LogIn, LogOut, Map, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Dropdown } from '@/components/dropdown';
import { changeRole, loggedOut, selectUser, selectUserRole } from '@/features/auth/auth-slice';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { ROLES } from '@/lib/roles';
import { replayTour } from '../tour/tour-state';
import { LOGIN_PATH } from '@/config/paths';

export function UserMenu() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const role = useAppSelector(selectUserRole);
  const user = useAppSelector(selectUser);
  const name = user?.name ?? t('user.guest');
  const rolesHeading = useId();
  return (
    <Dropdown
      label={t('user.menu')}
      toggleClassName="btn btn-icon user-toggle"
      testId="user-menu"
      popup="menu"
      toggle={
        <>
          <span className="user-name d-none d-md-flex flex-column text-end">
            <span className="fw-semibold">{name}</span>
            <small className="text-body-secondary" data-testid="current-role">
              {t(`roles.${role}`)}
            </small>
          </span>
          {user?.avatar ? (
            <img src={user.avatar} alt="" width={36} height={36} className="rounded-circle" />
          ) : (
            <CircleUserRound size={30} aria-hidden="true" />
          )}
        </>
      }
    >
      {(close) => (
        <>
          <div role="group" aria-labelledby={rolesHeading}>
            <h6 id={rolesHeading} className="dropdown-header" role="presentation">
              {t('user.changeRole')}
            </h6>
            {ROLES.map((r) => (
              <button
                key={r}
                type="button"
                role="menuitemradio"
                aria-checked={r === role}
                className={`dropdown-item${r === role ? ' active' : ''}`}
                onClick={() => {
                  dispatch(changeRole(r));
                  close();
                }}
                data-testid={`role-${r}`}
              >
                <ShieldCheck size={16} aria-hidden="true" className="me-2" />
                {t(`roles.${r}`)}
              </button>
            ))}
          </div>
          <div className="dropdown-divider" role="separator" />
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
                dispatch(loggedOut());
                close();
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
        </>
      )}
    </Dropdown>
  );
}
