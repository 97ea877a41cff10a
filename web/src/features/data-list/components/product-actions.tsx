import type { Product } from '@app/common/apps/datalist';
import { Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';

interface ProductActionsProps {
  product: Product;
  onEdit: (product: Product) => void;
  onDelete: (product: Product) => void;
}

/** Edit and delete buttons of one product, named for it (list and thumb views). */
export function ProductActions({ product, onEdit, onDelete }: ProductActionsProps) {
  const { t } = useTranslation('data-list');
  const edit = t('edit', { name: product.name });
  const remove = t('remove', { name: product.name });
  return (
    <span className="text-nowrap">
      <button
        type="button"
        className="btn btn-sm btn-icon"
        aria-label={edit}
        title={edit}
        onClick={() => onEdit(product)}
      >
        <Pencil size={16} aria-hidden="true" />
      </button>
      <button
        type="button"
        className="btn btn-sm btn-icon text-danger"
        aria-label={remove}
        title={remove}
        onClick={() => onDelete(product)}
      >
        <Trash2 size={16} aria-hidden="true" />
      </button>
    </span>
  );
}
