import { ChartPie, LayoutDashboard } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export default function AnalyticsPage() {
  // Its own strings come with the lazy shell namespace; the menu label is a common string.
  const { t } = useTranslation('shell');
  return (
    <section aria-labelledby="analytics-title">
      <h1 id="analytics-title" className="h3 mb-3">
        {t('menu.analytics')}
      </h1>
      <div className="card">
        <div className="card-body d-flex flex-column align-items-center text-center py-5 px-4">
          <span
            className="d-inline-flex align-items-center justify-content-center rounded-circle bg-primary-subtle text-primary-emphasis mb-3"
            style={{ width: 64, height: 64 }}
            aria-hidden="true"
          >
            <ChartPie size={30} />
          </span>
          <h2 className="h5 mb-2">{t('analyticsPage.title')}</h2>
          <p className="text-body-secondary mb-4" style={{ maxWidth: '36rem' }}>
            {t('analyticsPage.body')}
          </p>
          <Link to="/" className="btn btn-primary d-inline-flex align-items-center gap-2">
            <LayoutDashboard size={16} aria-hidden="true" />
            {t('analyticsPage.cta')}
          </Link>
        </div>
      </div>
    </section>
  );
}
