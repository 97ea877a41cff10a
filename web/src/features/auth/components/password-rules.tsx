import { useTranslation } from 'react-i18next';
import { RuleChecklist } from '@/components/rule-checklist';
import { PASSWORD_RULES } from '../forms/password-rules';

/** The rules of a new password, each marked as met or not while the user types. */
export function PasswordRules({ value }: { value: string }) {
  const { t } = useTranslation('auth');
  return (
    <RuleChecklist
      title={t('rules.title')}
      rules={PASSWORD_RULES.map((rule) => ({
        id: rule.id,
        label: t(`rules.${rule.id}`),
        isMet: rule.test(value),
      }))}
      metLabel={t('rules.met')}
      notMetLabel={t('rules.notMet')}
      className="auth-rules"
    />
  );
}
