/**
 * The sign-in pages' checks, each loaded apart from its page: zod is most of a sign-in page's
 * code, and the form is drawn without it (`useZodForm` loads the checks once it is on screen).
 */
const schemas = () => import('./validation');

export const loginChecks = () => schemas().then((m) => m.loginSchema);
export const registerChecks = () => schemas().then((m) => m.registerSchema);
export const forgotPasswordChecks = () => schemas().then((m) => m.forgotPasswordSchema);
export const resetPasswordChecks = () => schemas().then((m) => m.resetPasswordSchema);
export const lockScreenChecks = () => schemas().then((m) => m.lockScreenSchema);
