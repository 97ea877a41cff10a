import { i18next } from '@/i18n';

/** This page's own strings, added to i18next as the `i18n-demo` namespace when the page loads. */
export const DEMO_NS = 'i18n-demo';

const STRINGS = {
  en: {
    welcome: 'Welcome, {{name}}, to the {{county}} County portal.',
    projects_one: '{{count}} project in {{ward}}',
    projects_other: '{{count}} projects in {{ward}}',
    budget: 'Budget: {{value, currency(KES)}}',
    share: 'Share paid: {{value, percent}}',
    updated: 'Last updated {{date, datetime}}',
  },
  de: {
    welcome: 'Willkommen, {{name}}, im Portal des Countys {{county}}.',
    projects_one: '{{count}} Projekt in {{ward}}',
    projects_other: '{{count}} Projekte in {{ward}}',
    budget: 'Budget: {{value, currency(KES)}}',
    share: 'Ausgezahlt: {{value, percent}}',
    updated: 'Zuletzt aktualisiert am {{date, datetime}}',
  },
  fr: {
    welcome: 'Bienvenue, {{name}}, sur le portail du comté de {{county}}.',
    projects_one: '{{count}} projet à {{ward}}',
    projects_other: '{{count}} projets à {{ward}}',
    budget: 'Budget : {{value, currency(KES)}}',
    share: 'Part payée : {{value, percent}}',
    updated: 'Mis à jour le {{date, datetime}}',
  },
  pt: {
    welcome: 'Bem-vindo, {{name}}, ao portal do condado de {{county}}.',
    projects_one: '{{count}} projeto em {{ward}}',
    projects_other: '{{count}} projetos em {{ward}}',
    budget: 'Orçamento: {{value, currency(KES)}}',
    share: 'Parte paga: {{value, percent}}',
    updated: 'Atualizado em {{date, datetime}}',
  },
} as const;

for (const [lng, strings] of Object.entries(STRINGS)) {
  if (!i18next.hasResourceBundle(lng, DEMO_NS)) i18next.addResourceBundle(lng, DEMO_NS, strings);
}
