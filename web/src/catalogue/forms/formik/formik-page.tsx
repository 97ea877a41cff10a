import { useTranslation } from 'react-i18next';
import { Demo } from '@/catalogue/common/demo';
import { DemoPage } from '@/catalogue/common/demo-page';
import { useApiReady } from '@/hooks/use-api-ready';
import { SignupForm } from './signup-form';
import formSource from './signup-form.tsx?raw';
import schemaSource from './signup-schema.ts?raw';

export default function FormikPage() {
  const { t } = useTranslation();
  // The async demo queries the mock through the store's API slice.
  const isApiReady = useApiReady();
  if (!isApiReady) return null;
  return (
    <DemoPage
      title={t('menu.formik')}
      intro="A sign-up form run by Formik and checked by a yup schema: each field as you leave it and as you change it afterwards, all of them on submit, the address against the users already registered. Messages are in the current language; submitting shows its progress."
      library={{
        name: 'formik',
        href: 'https://formik.org/docs/overview',
        note: 'Validation with yup (https://github.com/jquense/yup).',
      }}
    >
      <Demo id="signup" title="Sign-up form" source={formSource}>
        <SignupForm />
      </Demo>
      <Demo id="schema" title="The schema" source={schemaSource}>
        <p className="mb-0">
          The rules, with their messages as translation keys, and the cached “address taken” lookup.
          The schema is unit-tested on its own.
        </p>
      </Demo>
    </DemoPage>
  );
}
