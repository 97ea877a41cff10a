import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Illustration, MiscPage } from './misc-page';
import { LOGIN_PATH } from '@/config/paths';

export default function NotAuthorizedPage() {
  const { t } = useTranslation('shell');
  return (
    <MiscPage
      testId="not-authorized"
      code="403"
      title={t('misc.notAuthorized.title')}
      body={t('misc.notAuthorized.body')}
      art={<Illustration kind="lock" />}
      actions={
        <>
          <Link to="/" className="btn btn-primary">
            {t('errors.backHome')}
          </Link>
          <Link to={LOGIN_PATH} className="btn btn-outline-primary">
            {t('user.login')}
          </Link>
        </>
      }
    />
  );
}
