import { Heart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@/lib/store/hooks';
import { selectLayout } from '@/features/layout-settings/layout-slice';

export function Footer() {
  const { t } = useTranslation();
  const { footerType } = useAppSelector(selectLayout);
  if (footerType === 'hidden') return null;
  return (
    <footer className={`app-footer footer-${footerType}`} data-testid="app-footer">
      <p className="mb-0">
        © {new Date().getFullYear()} {t('footer.owner')}
        <span className="d-none d-sm-inline">, {t('footer.rights')}</span>
      </p>
      <p className="mb-0">
        {t('footer.madeWith')}{' '}
        <Heart
          size={14}
          className="text-danger"
          fill="currentColor"
          aria-label={t('footer.love')}
        />
      </p>
    </footer>
  );
}
