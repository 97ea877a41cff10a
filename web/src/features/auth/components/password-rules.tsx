import { Check, Circle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PASSWORD_RULES } from '../forms/validation';

/** The rules of a new password, each marked as met or not while the user types. */
export function PasswordRules({ value }: { value: string }) {
  const { t } = useTranslation('auth');
  return (
    <>
      <span>{t('rules.title')}</span>
      <ul className="auth-rules list-unstyled mb-0 mt-1">
        {PASSWORD_RULES.map((rule) => {
          const met = rule.test(value);
          return (
            <li
              key={rule.id}
              className={met ? 'is-met' : undefined}
              data-rule={rule.id}
              data-met={met}
            >
              {met ? (
                <Check size={14} aria-hidden="true" />
              ) : (
                <Circle size={10} aria-hidden="true" />
              )}
              <span>{t(`rules.${rule.id}`)}</span>
              <span className="visually-hidden">{met ? t('rules.met') : t('rules.notMet')}</span>
            </li>
          );
        })}
      </ul>
    </>
  );
}
