/**
 * The provider's pages in the portal's languages. The portal names its language in the request
 * (`ui_locales`, OpenID Connect's parameter, on sign-in and sign-out); without it the browser's
 * Accept-Language chooses; English otherwise.
 */

export const PAGE_LANGUAGES = ['en', 'sw', 'fr', 'de', 'pt'] as const;
export type PageLanguage = (typeof PAGE_LANGUAGES)[number];

export interface PageText {
  brand: string;
  county: string;
  signInTitle: string;
  email: string;
  password: string;
  signIn: string;
  cancel: string;
  /** {minutes}: how long the lock lasts. */
  tooManyFailures: string;
  missingFields: string;
  wrongPassword: string;
  signOutTitle: string;
  signOutQuestion: string;
  signOut: string;
  staySignedIn: string;
  signedOutTitle: string;
  signedOutMessage: string;
  backToPortal: string;
  expiredTitle: string;
  expiredMessage: string;
  errorTitle: string;
  errorMessage: string;
  backToSignIn: string;
  /** The server cannot write (full or read-only disk): the sign-in cannot be recorded. */
  storageTitle: string;
  storageFull: string;
  storageReadOnly: string;
}

const TEXT: Record<PageLanguage, PageText> = {
  en: {
    brand: 'Makueni County open-data portal',
    county: 'Makueni County',
    signInTitle: 'County staff sign-in',
    email: 'Email',
    password: 'Password',
    signIn: 'Sign in',
    cancel: 'Cancel',
    tooManyFailures:
      'Too many failed sign-ins. Sign-in is locked for {minutes} minutes, even with the right password; try again after that.',
    missingFields: 'Enter your email and password.',
    wrongPassword: 'The email or password is not right, or the account is disabled.',
    signOutTitle: 'Sign out',
    signOutQuestion: 'Sign out of the county staff sign-in on this device?',
    signOut: 'Sign out',
    staySignedIn: 'Stay signed in',
    signedOutTitle: 'Signed out',
    signedOutMessage: 'You have signed out of the county staff sign-in.',
    backToPortal: 'Back to the portal',
    expiredTitle: 'This sign-in has expired',
    expiredMessage: 'Go back to the portal and start the sign-in again.',
    errorTitle: 'Sign-in could not continue',
    errorMessage: 'The request was not valid.',
    backToSignIn: 'Back to sign-in',
    storageTitle: 'Sign-in is not possible right now',
    storageFull:
      "The server's disk is full, so your sign-in cannot be recorded. Nothing was changed. Try again later; if this goes on, tell the portal's administrator.",
    storageReadOnly:
      "The server cannot write to its data folder, so your sign-in cannot be recorded. Nothing was changed. Try again later; if this goes on, tell the portal's administrator.",
  },
  sw: {
    brand: 'Tovuti ya data huria ya Kaunti ya Makueni',
    county: 'Kaunti ya Makueni',
    signInTitle: 'Kuingia kwa wafanyakazi wa kaunti',
    email: 'Barua pepe',
    password: 'Nenosiri',
    signIn: 'Ingia',
    cancel: 'Ghairi',
    tooManyFailures:
      'Majaribio mengi mno ya kuingia yameshindwa. Kuingia kumefungwa kwa dakika {minutes}, hata kwa nenosiri sahihi; jaribu tena baada ya hapo.',
    missingFields: 'Weka barua pepe yako na nenosiri.',
    wrongPassword: 'Barua pepe au nenosiri si sahihi, au akaunti imezimwa.',
    signOutTitle: 'Ondoka',
    signOutQuestion: 'Uondoke kwenye kuingia kwa wafanyakazi wa kaunti kwenye kifaa hiki?',
    signOut: 'Ondoka',
    staySignedIn: 'Endelea kuwa ndani',
    signedOutTitle: 'Umeondoka',
    signedOutMessage: 'Umeondoka kwenye kuingia kwa wafanyakazi wa kaunti.',
    backToPortal: 'Rudi kwenye tovuti',
    expiredTitle: 'Muda wa kuingia huku umekwisha',
    expiredMessage: 'Rudi kwenye tovuti na uanze kuingia upya.',
    errorTitle: 'Kuingia hakukuweza kuendelea',
    errorMessage: 'Ombi halikuwa sahihi.',
    backToSignIn: 'Rudi kwenye kuingia',
    storageTitle: 'Kuingia hakuwezekani kwa sasa',
    storageFull:
      'Diski ya seva imejaa, kwa hivyo kuingia kwako hakuwezi kuhifadhiwa. Hakuna kilichobadilishwa. Jaribu tena baadaye; hali hii ikiendelea, mjulishe msimamizi wa tovuti.',
    storageReadOnly:
      'Seva haiwezi kuandika kwenye folda yake ya data, kwa hivyo kuingia kwako hakuwezi kuhifadhiwa. Hakuna kilichobadilishwa. Jaribu tena baadaye; hali hii ikiendelea, mjulishe msimamizi wa tovuti.',
  },
  fr: {
    brand: 'Portail des données ouvertes du comté de Makueni',
    county: 'Comté de Makueni',
    signInTitle: 'Connexion du personnel du comté',
    email: 'E-mail',
    password: 'Mot de passe',
    signIn: 'Se connecter',
    cancel: 'Annuler',
    tooManyFailures:
      'Trop de connexions échouées. La connexion est bloquée pendant {minutes} minutes, même avec le bon mot de passe ; réessayez ensuite.',
    missingFields: 'Saisissez votre e-mail et votre mot de passe.',
    wrongPassword: 'L’e-mail ou le mot de passe est incorrect, ou le compte est désactivé.',
    signOutTitle: 'Se déconnecter',
    signOutQuestion: 'Se déconnecter de la connexion du personnel du comté sur cet appareil ?',
    signOut: 'Se déconnecter',
    staySignedIn: 'Rester connecté',
    signedOutTitle: 'Déconnecté',
    signedOutMessage: 'Vous êtes déconnecté de la connexion du personnel du comté.',
    backToPortal: 'Retour au portail',
    expiredTitle: 'Cette connexion a expiré',
    expiredMessage: 'Revenez au portail et recommencez la connexion.',
    errorTitle: 'La connexion n’a pas pu continuer',
    errorMessage: 'La demande n’était pas valide.',
    backToSignIn: 'Retour à la connexion',
    storageTitle: 'La connexion est impossible pour le moment',
    storageFull:
      'Le disque du serveur est plein : votre connexion ne peut pas être enregistrée. Rien n’a été modifié. Réessayez plus tard ; si cela continue, prévenez l’administrateur du portail.',
    storageReadOnly:
      'Le serveur ne peut pas écrire dans son dossier de données : votre connexion ne peut pas être enregistrée. Rien n’a été modifié. Réessayez plus tard ; si cela continue, prévenez l’administrateur du portail.',
  },
  de: {
    brand: 'Open-Data-Portal des County Makueni',
    county: 'County Makueni',
    signInTitle: 'Anmeldung für County-Mitarbeitende',
    email: 'E-Mail',
    password: 'Passwort',
    signIn: 'Anmelden',
    cancel: 'Abbrechen',
    tooManyFailures:
      'Zu viele fehlgeschlagene Anmeldungen. Die Anmeldung ist für {minutes} Minuten gesperrt, auch mit dem richtigen Passwort; versuchen Sie es danach erneut.',
    missingFields: 'Geben Sie Ihre E-Mail-Adresse und Ihr Passwort ein.',
    wrongPassword: 'E-Mail-Adresse oder Passwort ist falsch, oder das Konto ist deaktiviert.',
    signOutTitle: 'Abmelden',
    signOutQuestion: 'Auf diesem Gerät von der Anmeldung für County-Mitarbeitende abmelden?',
    signOut: 'Abmelden',
    staySignedIn: 'Angemeldet bleiben',
    signedOutTitle: 'Abgemeldet',
    signedOutMessage: 'Sie haben sich von der Anmeldung für County-Mitarbeitende abgemeldet.',
    backToPortal: 'Zurück zum Portal',
    expiredTitle: 'Diese Anmeldung ist abgelaufen',
    expiredMessage: 'Gehen Sie zurück zum Portal und beginnen Sie die Anmeldung erneut.',
    errorTitle: 'Die Anmeldung konnte nicht fortgesetzt werden',
    errorMessage: 'Die Anfrage war ungültig.',
    backToSignIn: 'Zurück zur Anmeldung',
    storageTitle: 'Anmelden ist gerade nicht möglich',
    storageFull:
      'Der Datenträger des Servers ist voll, daher kann Ihre Anmeldung nicht gespeichert werden. Es wurde nichts geändert. Versuchen Sie es später erneut; hält das an, wenden Sie sich an die Verwaltung des Portals.',
    storageReadOnly:
      'Der Server kann nicht in seinen Datenordner schreiben, daher kann Ihre Anmeldung nicht gespeichert werden. Es wurde nichts geändert. Versuchen Sie es später erneut; hält das an, wenden Sie sich an die Verwaltung des Portals.',
  },
  pt: {
    brand: 'Portal de dados abertos do condado de Makueni',
    county: 'Condado de Makueni',
    signInTitle: 'Entrada dos funcionários do condado',
    email: 'E-mail',
    password: 'Palavra-passe',
    signIn: 'Entrar',
    cancel: 'Cancelar',
    tooManyFailures:
      'Demasiadas tentativas de início de sessão falhadas. O início de sessão está bloqueado durante {minutes} minutos, mesmo com a palavra-passe certa; tente de novo depois disso.',
    missingFields: 'Introduza o seu e-mail e a palavra-passe.',
    wrongPassword: 'O e-mail ou a palavra-passe não estão certos, ou a conta está desativada.',
    signOutTitle: 'Sair',
    signOutQuestion: 'Sair da entrada dos funcionários do condado neste dispositivo?',
    signOut: 'Sair',
    staySignedIn: 'Continuar com sessão iniciada',
    signedOutTitle: 'Sessão terminada',
    signedOutMessage: 'Saiu da entrada dos funcionários do condado.',
    backToPortal: 'Voltar ao portal',
    expiredTitle: 'Esta entrada expirou',
    expiredMessage: 'Volte ao portal e comece a entrada de novo.',
    errorTitle: 'A entrada não pôde continuar',
    errorMessage: 'O pedido não era válido.',
    backToSignIn: 'Voltar à entrada',
    storageTitle: 'Não é possível entrar agora',
    storageFull:
      'O disco do servidor está cheio, por isso a sua entrada não pode ser registada. Nada foi alterado. Tente de novo mais tarde; se continuar, avise o administrador do portal.',
    storageReadOnly:
      'O servidor não consegue escrever na sua pasta de dados, por isso a sua entrada não pode ser registada. Nada foi alterado. Tente de novo mais tarde; se continuar, avise o administrador do portal.',
  },
};

const isPageLanguage = (code: string): code is PageLanguage =>
  (PAGE_LANGUAGES as readonly string[]).includes(code);

/** The first supported language of a `ui_locales` list ("sw fr") or an Accept-Language header. */
function firstSupported(list: string | undefined, separator: RegExp): PageLanguage | undefined {
  if (!list) return undefined;
  const ranked = list
    .split(separator)
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { code: tag.trim().toLowerCase().split('-')[0] ?? '', q: q ? Number(q) : 1, index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.map((entry) => entry.code).find(isPageLanguage);
}

/** The language of a provider page: the portal's `ui_locales`, else the browser's languages. */
export function pageLanguage(
  uiLocales: unknown,
  acceptLanguage: string | string[] | undefined,
): PageLanguage {
  const header = Array.isArray(acceptLanguage) ? acceptLanguage.join(',') : acceptLanguage;
  return (
    firstSupported(typeof uiLocales === 'string' ? uiLocales : undefined, /\s+/) ??
    firstSupported(header, /,/) ??
    'en'
  );
}

export function pageText(language: PageLanguage): PageText {
  return TEXT[language];
}
