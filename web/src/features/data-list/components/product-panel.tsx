import {
  ORDER_STATUSES,
  PRODUCT_CATEGORIES,
  type OrderStatus,
  type ProductCategory,
} from '@app/common/apps/datalist';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SidePanel } from '@/components/side-panel';
import {
  validateProduct,
  type ProductFields,
  type ProductForm,
  type ProductFormErrors,
} from '../lib/product-form';

interface ProductPanelProps {
  /** The form's starting values; null keeps the panel closed. */
  initial: ProductForm | null;
  isEdit: boolean;
  isSaving: boolean;
  /** A save that failed, shown above the buttons. */
  saveError: string | null;
  onSave: (fields: ProductFields) => void;
  onClose: () => void;
}

/** Add or edit a product in a side panel, each field checked with its own message. */
export function ProductPanel(props: ProductPanelProps) {
  const { t } = useTranslation('data-list');
  const { initial, isEdit, onClose } = props;
  const isRtl = typeof document !== 'undefined' && document.documentElement.dir === 'rtl';
  return (
    <SidePanel
      show={initial !== null}
      onHide={onClose}
      title={isEdit ? t('panel.editTitle') : t('panel.addTitle')}
      closeLabel={t('panel.close')}
      placement={isRtl ? 'start' : 'end'}
    >
      {/* Keyed on the values, so each opening starts from them. */}
      {initial ? <PanelForm key={JSON.stringify(initial)} {...props} initial={initial} /> : null}
    </SidePanel>
  );
}

function PanelForm({
  initial,
  isSaving,
  saveError,
  onSave,
  onClose,
}: ProductPanelProps & { initial: ProductForm }) {
  const { t } = useTranslation('data-list');
  const [form, setForm] = useState(initial);
  const [errors, setErrors] = useState<ProductFormErrors>({});
  const set = <K extends keyof ProductForm>(key: K, value: ProductForm[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    if (key in errors) setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = validateProduct(form);
    if (!result.ok) {
      setErrors(result.errors);
      const first = Object.keys(result.errors)[0];
      if (first) document.getElementById(`product-${first}`)?.focus();
      return;
    }
    onSave(result.fields);
  };

  const field = (key: 'name' | 'price' | 'popularity') => ({
    id: `product-${key}`,
    className: `form-control${errors[key] ? ' is-invalid' : ''}`,
    'aria-invalid': errors[key] ? true : undefined,
    'aria-describedby': errors[key] ? `product-${key}-error` : undefined,
  });
  const message = (key: 'name' | 'price' | 'popularity') =>
    errors[key] ? (
      <div id={`product-${key}-error`} className="invalid-feedback">
        {t(errors[key])}
      </div>
    ) : null;

  return (
    <form noValidate onSubmit={handleSubmit} className="d-flex flex-column gap-3">
      <div>
        <label htmlFor="product-name" className="form-label">
          {t('panel.name')}
        </label>
        <input
          {...field('name')}
          value={form.name}
          onChange={(e) => set('name', e.target.value)}
          autoComplete="off"
          required
        />
        {message('name')}
      </div>
      <div>
        <label htmlFor="product-category" className="form-label">
          {t('category')}
        </label>
        <select
          id="product-category"
          className="form-select"
          value={form.category}
          onChange={(e) => set('category', e.target.value as ProductCategory)}
        >
          {PRODUCT_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {t(`categories.${c}`)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="product-price" className="form-label">
          {t('panel.price')}
        </label>
        <input
          {...field('price')}
          inputMode="decimal"
          value={form.price}
          onChange={(e) => set('price', e.target.value)}
          required
        />
        {message('price')}
      </div>
      <div>
        <label htmlFor="product-status" className="form-label">
          {t('status')}
        </label>
        <select
          id="product-status"
          className="form-select"
          value={form.order_status}
          onChange={(e) => set('order_status', e.target.value as OrderStatus)}
        >
          {ORDER_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`statuses.${s}`)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="product-popularity" className="form-label">
          {t('panel.popularity')}
        </label>
        <input
          {...field('popularity')}
          type="number"
          min={0}
          max={100}
          step={1}
          value={form.popularity}
          onChange={(e) => set('popularity', e.target.value)}
        />
        {message('popularity')}
      </div>
      {saveError ? (
        <div className="alert alert-danger mb-0" role="alert">
          {saveError}
        </div>
      ) : null}
      <div className="d-flex gap-2">
        <button type="submit" className="btn btn-primary" disabled={isSaving}>
          {isSaving ? t('panel.saving') : t('panel.save')}
        </button>
        <button type="button" className="btn btn-outline-secondary" onClick={onClose}>
          {t('panel.cancel')}
        </button>
      </div>
    </form>
  );
}
