export const PROFILE_PATH = '/pages/profile';
export const ACCOUNT_SETTINGS_PATH = '/pages/account-settings';
