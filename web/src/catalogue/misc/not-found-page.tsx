import { useTranslation } from 'react-i18next';
import { Illustration, MiscPage } from './misc-page';

export default function NotFoundPage() {
  const { t } = useTranslation('shell');
  return (
    <MiscPage
      testId="not-found"
      code="404"
      title={t('misc.notFound.title')}
      body={t('misc.notFound.body')}
      art={<Illustration kind="lost" />}
    />
  );
}
