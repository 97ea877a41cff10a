import { DEFAULT_NOTIFICATIONS, type NotificationSettings } from '@app/common/staff';

/**
 * A demo account's settings. Demo accounts live in the browser's sample service, so their
 * settings stay in this browser (localStorage), one entry per demo address.
 */
export interface DemoSettings {
  name?: string;
  language?: string;
  notifications: NotificationSettings;
}

const key = (email: string) => `demo-account-settings:${email.toLowerCase()}`;

export function readDemoSettings(email: string): DemoSettings {
  try {
    const raw = globalThis.localStorage?.getItem(key(email));
    const parsed = raw ? (JSON.parse(raw) as Partial<DemoSettings>) : {};
    return {
      ...(typeof parsed.name === 'string' && parsed.name.trim() ? { name: parsed.name } : {}),
      ...(typeof parsed.language === 'string' ? { language: parsed.language } : {}),
      notifications: { ...DEFAULT_NOTIFICATIONS, ...(parsed.notifications ?? {}) },
    };
  } catch {
    return { notifications: { ...DEFAULT_NOTIFICATIONS } };
  }
}

export function writeDemoSettings(email: string, settings: DemoSettings): boolean {
  try {
    globalThis.localStorage?.setItem(key(email), JSON.stringify(settings));
    return true;
  } catch {
    return false;
  }
}
