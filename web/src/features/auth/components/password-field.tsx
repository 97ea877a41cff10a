import { useTranslation } from 'react-i18next';
import { PasswordField as Field, type FieldProps } from '@/components/form-field';

/** The shared password field with the sign-in pages' show/hide wording. */
export function PasswordField(props: FieldProps) {
  const { t } = useTranslation('auth');
  return (
    <Field {...props} showLabel={t('fields.showPassword')} hideLabel={t('fields.hidePassword')} />
  );
}
