import { useTranslation } from 'react-i18next';
import { lazyBody } from './components/account-states';
import './account.scss';

const ProfileBody = lazyBody(() => import('./profile-body'));

/** /pages/profile: who is signed in, their role, how they signed in, and what they did lately. */
export default function ProfilePage() {
  const { t } = useTranslation('account');
  return (
    <section aria-labelledby="profile-title" className="account-page" data-testid="profile-page">
      <h1 id="profile-title" className="h3 mb-1">
        {t('profile.title')}
      </h1>
      <p className="text-body-secondary mb-3">{t('profile.intro')}</p>
      <ProfileBody />
    </section>
  );
}
