import { useTranslation } from 'react-i18next';

export default function AnalyticsPage() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="analytics-title">
      <h1 id="analytics-title" className="h3 mb-3">
        {t('menu.analytics')}
      </h1>
    </section>
  );
}
