import { Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';

export default function NavbarSearch() {
  const { t } = useTranslation();
  return (
    <button type="button" className="btn btn-icon" aria-label={t('search.open')}>
      <Search size={20} aria-hidden="true" />
    </button>
  );
}
