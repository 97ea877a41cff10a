import { useTranslation } from 'react-i18next';

export default function HomePage() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="home-title">
      <h1 id="home-title" className="h3 mb-3">
        {t('menu.home')}
      </h1>
    </section>
  );
}
