import { Demo } from '@/catalogue/common/demo';
import { SignupForm } from './signup-form';
import formSource from './signup-form.tsx?raw';
import schemaSource from './signup-schema.ts?raw';
import { useApiReady } from '@/hooks/use-api-ready';

/** The page's demos, with formik: loaded once the page's frame is drawn (formik-page.tsx). */
export default function FormikDemos() {
  // The async demo queries the mock through the store's API slice.
  const isApiReady = useApiReady();
  if (!isApiReady) return null;
  return (
    <>
      <Demo id="signup" title="Sign-up form" source={formSource}>
        <SignupForm />
      </Demo>
      <Demo id="schema" title="The schema" source={schemaSource}>
        <p className="mb-0">
          The rules, with their messages as translation keys, and the cached “address taken” lookup.
          The schema is unit-tested on its own.
        </p>
      </Demo>
    </>
  );
}
