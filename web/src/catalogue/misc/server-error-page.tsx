import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Illustration, MiscPage } from './misc-page';

export default function ServerErrorPage() {
  const { t } = useTranslation('shell');
  return (
    <MiscPage
      testId="server-error"
      code="500"
      title={t('misc.serverError.title')}
      body={t('misc.serverError.body')}
      art={<Illustration kind="broken" />}
      actions={
        <>
          <button type="button" className="btn btn-primary" onClick={() => window.history.back()}>
            {t('misc.tryAgain')}
          </button>
          <Link to="/" className="btn btn-outline-primary">
            {t('errors.backHome')}
          </Link>
        </>
      }
    />
  );
}
