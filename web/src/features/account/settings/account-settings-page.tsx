import { useTranslation } from 'react-i18next';
import { lazyBody } from '../components/account-states';
import '../account.scss';

const SettingsBody = lazyBody(() => import('./settings-body'));

/** /pages/account-settings: general, change password, notifications, connections (`?tab=`). */
export default function AccountSettingsPage() {
  const { t } = useTranslation('account');
  return (
    <section aria-labelledby="settings-title" className="account-page" data-testid="settings-page">
      <h1 id="settings-title" className="h3 mb-1">
        {t('settings.title')}
      </h1>
      <p className="text-body-secondary mb-3">{t('settings.intro')}</p>
      <SettingsBody />
    </section>
  );
}
