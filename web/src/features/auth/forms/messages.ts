import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { AUTH_MESSAGES } from '@app/common/apps/auth-constants';

/**
 * The sign-in service's fixed English messages (refused sign-in, registration, expired token),
 * shown in the reader's language.
 */
const SERVER_MESSAGE_KEYS: Record<string, string> = {
  [AUTH_MESSAGES.invalidLogin]: 'server.invalidLogin',
  [AUTH_MESSAGES.emailInUse]: 'server.emailInUse',
  [AUTH_MESSAGES.emptyName]: 'server.emptyName',
  [AUTH_MESSAGES.invalidToken]: 'server.invalidToken',
  [AUTH_MESSAGES.defaultLoginError]: 'server.default',
};

/**
 * Text for a field or form message: a `validation.*` key of the `auth` namespace, a known
 * server message (translated), or any other server text as given.
 */
export function useMessageText(): (message: string | null | undefined) => string | undefined {
  const { t } = useTranslation('auth');
  return useCallback(
    (message) => {
      if (!message) return undefined;
      if (message.startsWith('validation.')) return t(message);
      const key = SERVER_MESSAGE_KEYS[message];
      return key ? t(key) : message;
    },
    [t],
  );
}
