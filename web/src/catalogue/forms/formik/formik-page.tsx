import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { DemoPage } from '@/catalogue/common/demo-page';
import { LazyDemos } from '@/catalogue/common/lazy-demos';

const FormikDemos = lazy(() => import('./formik-demos'));

export default function FormikPage() {
  const { t } = useTranslation();
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
      <LazyDemos>
        <FormikDemos />
      </LazyDemos>
    </DemoPage>
  );
}
