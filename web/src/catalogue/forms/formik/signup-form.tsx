import { Formik, useFormikContext, type FormikTouched } from 'formik';
import { useEffect, useId, useMemo, useRef, useState, type RefObject } from 'react';
import { Alert, Button, Form, Spinner } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '@/lib/store/hooks';
import { formsUsersApi, isEmailTaken } from '../users-api';
import {
  EMPTY_SIGNUP,
  WARDS,
  cachedLookup,
  signupSchema,
  type SignupValues,
} from './signup-schema';

const FIELDS: (keyof SignupValues)[] = [
  'name',
  'email',
  'password',
  'confirmPassword',
  'ward',
  'terms',
];

/** Pretend to save, as a server would take a moment. */
const save = () => new Promise((resolve) => setTimeout(resolve, 700));

/** After a refused submit, focus goes to the first field in error. */
function FocusFirstError({
  form,
  fieldId,
}: {
  form: RefObject<HTMLFormElement | null>;
  fieldId: (name: keyof SignupValues) => string;
}) {
  const { submitCount, isSubmitting, isValidating, errors } = useFormikContext<SignupValues>();
  const handled = useRef(0);
  useEffect(() => {
    if (submitCount === handled.current || isSubmitting || isValidating) return;
    handled.current = submitCount;
    const first = FIELDS.find((name) => errors[name]);
    if (first) form.current?.querySelector<HTMLElement>(`#${CSS.escape(fieldId(first))}`)?.focus();
  }, [submitCount, isSubmitting, isValidating, errors, form, fieldId]);
  return null;
}

/**
 * Formik with a yup schema. A field is checked as it changes once it has been left (blur), every
 * field on submit; the address is looked up in the mock's users (`GET /api/users/list?q=`) and
 * refused when taken. Messages are translated when shown, so they follow the language at once.
 */
export function SignupForm() {
  const { t } = useTranslation('catalogue-forms');
  const id = useId();
  const dispatch = useAppDispatch();
  const formRef = useRef<HTMLFormElement>(null);
  const [created, setCreated] = useState<string | null>(null);

  const schema = useMemo(() => {
    const lookup = cachedLookup(async (email) => {
      const request = dispatch(formsUsersApi.endpoints.searchDemoUsers.initiate(email));
      try {
        return isEmailTaken(await request.unwrap(), email);
      } finally {
        request.unsubscribe();
      }
    });
    return signupSchema(lookup);
  }, [dispatch]);

  const fieldId = useMemo(() => (name: keyof SignupValues) => `${id}-${name}`, [id]);

  return (
    <Formik<SignupValues>
      initialValues={EMPTY_SIGNUP}
      validationSchema={schema}
      onSubmit={async (values, helpers) => {
        await save();
        setCreated(values.name.trim());
        helpers.resetForm();
      }}
    >
      {(formik) => {
        const { errors, touched, isSubmitting, isValidating, submitCount } = formik;
        const show = (name: keyof SignupValues) =>
          (touched as FormikTouched<SignupValues>)[name] && errors[name] ? errors[name] : undefined;
        const invalidCount = submitCount > 0 ? FIELDS.filter((name) => errors[name]).length : 0;

        const text = (
          name: 'name' | 'email' | 'password' | 'confirmPassword',
          type: string,
          autoComplete: string,
        ) => {
          const error = show(name);
          return (
            <Form.Group className="mb-3" controlId={fieldId(name)}>
              <Form.Label>{t(`fields.${name}`)}</Form.Label>
              <Form.Control
                type={type}
                autoComplete={autoComplete}
                {...formik.getFieldProps(name)}
                isInvalid={Boolean(error)}
                isValid={Boolean(
                  touched[name] && !errors[name] && !(name === 'email' && isValidating),
                )}
                aria-describedby={`${fieldId(name)}-feedback ${fieldId(name)}-hint`}
                aria-invalid={Boolean(error)}
              />
              {name === 'password' ? (
                <Form.Text id={`${fieldId(name)}-hint`}>{t('formik.passwordHint')}</Form.Text>
              ) : null}
              {name === 'email' ? (
                // The line is kept while empty, so the fields below do not move as a check ends.
                <Form.Text
                  id={`${fieldId(name)}-hint`}
                  className="d-flex align-items-center gap-1"
                  style={{ minHeight: '1lh' }}
                >
                  {isValidating && touched.email ? (
                    <>
                      <Spinner size="sm" aria-hidden="true" /> {t('formik.checkingEmail')}
                    </>
                  ) : null}
                </Form.Text>
              ) : null}
              <Form.Control.Feedback type="invalid" id={`${fieldId(name)}-feedback`}>
                {error ? t(error) : null}
              </Form.Control.Feedback>
            </Form.Group>
          );
        };

        return (
          <Form
            ref={formRef}
            noValidate
            onSubmit={(event) => {
              setCreated(null);
              formik.handleSubmit(event);
            }}
            onReset={formik.handleReset}
            aria-describedby={invalidCount > 0 ? `${id}-summary` : undefined}
          >
            <FocusFirstError form={formRef} fieldId={fieldId} />
            {created ? (
              <Alert variant="success" role="status">
                {t('formik.success', { name: created })}
              </Alert>
            ) : null}
            {invalidCount > 0 ? (
              <Alert variant="danger" id={`${id}-summary`} role="alert">
                {t('formik.summary', { count: invalidCount })}
              </Alert>
            ) : null}
            <div className="row">
              <div className="col-12 col-md-6">{text('name', 'text', 'name')}</div>
              <div className="col-12 col-md-6">{text('email', 'email', 'email')}</div>
              <div className="col-12 col-md-6">{text('password', 'password', 'new-password')}</div>
              <div className="col-12 col-md-6">
                {text('confirmPassword', 'password', 'new-password')}
              </div>
              <div className="col-12 col-md-6">
                <Form.Group className="mb-3" controlId={fieldId('ward')}>
                  <Form.Label>{t('fields.ward')}</Form.Label>
                  <Form.Select
                    {...formik.getFieldProps('ward')}
                    isInvalid={Boolean(show('ward'))}
                    aria-describedby={`${fieldId('ward')}-feedback`}
                  >
                    <option value="">{t('formik.chooseWard')}</option>
                    {WARDS.map((ward) => (
                      <option key={ward} value={ward}>
                        {t(`wards.${ward}`)}
                      </option>
                    ))}
                  </Form.Select>
                  <Form.Control.Feedback type="invalid" id={`${fieldId('ward')}-feedback`}>
                    {show('ward') ? t(show('ward') ?? '') : null}
                  </Form.Control.Feedback>
                </Form.Group>
              </div>
            </div>
            <Form.Group className="mb-3" controlId={fieldId('terms')}>
              <Form.Check
                type="checkbox"
                label={t('fields.terms')}
                checked={formik.values.terms}
                name="terms"
                onChange={formik.handleChange}
                onBlur={formik.handleBlur}
                isInvalid={Boolean(show('terms'))}
                feedback={show('terms') ? t(show('terms') ?? '') : undefined}
                feedbackType="invalid"
              />
            </Form.Group>
            <div className="d-flex flex-wrap gap-2">
              <Button type="submit" disabled={isSubmitting} aria-disabled={isSubmitting}>
                {isSubmitting ? (
                  <>
                    <Spinner size="sm" className="me-2" aria-hidden="true" />
                    {t('formik.submitting')}
                  </>
                ) : (
                  t('formik.submit')
                )}
              </Button>
              <Button type="reset" variant="outline-secondary" disabled={isSubmitting}>
                {t('formik.reset')}
              </Button>
            </div>
          </Form>
        );
      }}
    </Formik>
  );
}
