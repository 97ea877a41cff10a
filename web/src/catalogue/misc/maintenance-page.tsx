import { useTranslation } from 'react-i18next';
import { Illustration, MiscPage } from './misc-page';

export default function MaintenancePage() {
  const { t } = useTranslation('shell');
  return (
    <MiscPage
      testId="maintenance"
      title={t('misc.maintenance.title')}
      body={t('misc.maintenance.body')}
      art={<Illustration kind="tools" />}
    />
  );
}
