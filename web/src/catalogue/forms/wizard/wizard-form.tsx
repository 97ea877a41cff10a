import { Check } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Alert, Button, Form } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { useDocumentDirection } from '@/hooks/use-document-direction';
import {
  EMPTY_WIZARD,
  WIZARD_STEPS,
  furthestReachable,
  validateStep,
  type StepErrors,
  type WizardField,
  type WizardValues,
} from './wizard-steps';

const WARDS = ['wote', 'mbitini', 'kathonzweni', 'makindu', 'emali-mulala', 'mtito-andei'];

interface WizardFormProps {
  orientation: 'horizontal' | 'vertical';
}

/**
 * A form in four steps. Next (or Enter in a field) checks the step and stays on it, naming the
 * missing fields, until it is valid; Back never checks. The step list is a keyboard menu too:
 * arrow keys move along it, Home and End jump to its ends, and steps past the first invalid one
 * cannot be opened.
 */
export function WizardForm({ orientation }: WizardFormProps) {
  const { t } = useTranslation('catalogue-forms');
  const id = useId();
  const isRtl = useDocumentDirection() === 'rtl';
  const [values, setValues] = useState<WizardValues>(EMPTY_WIZARD);
  const [current, setCurrent] = useState(0);
  const [errors, setErrors] = useState<StepErrors>({});
  const [done, setDone] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const stepButtons = useRef<(HTMLButtonElement | null)[]>([]);
  const moved = useRef(false);

  const step = WIZARD_STEPS[current] ?? WIZARD_STEPS[0];
  const reachable = furthestReachable(values);
  const isLast = current === WIZARD_STEPS.length - 1;

  // Focus the new step's heading after a move (not on first render), so keyboard and screen
  // reader users land at its start.
  useEffect(() => {
    if (moved.current) heading.current?.focus();
  }, [current, done]);

  if (!step) return null;

  const goTo = (index: number) => {
    moved.current = true;
    setErrors({});
    setCurrent(index);
  };

  const set = <K extends WizardField>(field: K, value: WizardValues[K]) => {
    setValues((prev) => ({ ...prev, [field]: value }));
    if (errors[field]) setErrors((prev) => ({ ...prev, [field]: undefined }));
  };

  const handleNext = (event: FormEvent) => {
    event.preventDefault();
    const found = validateStep(step, values);
    setErrors(found);
    const first = step.fields.find((f) => found[f]);
    if (first) {
      document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    if (isLast) {
      moved.current = true;
      setDone(true);
    } else goTo(current + 1);
  };

  const handleStepKeys = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const forward = orientation === 'vertical' ? 'ArrowDown' : isRtl ? 'ArrowLeft' : 'ArrowRight';
    const backward = orientation === 'vertical' ? 'ArrowUp' : isRtl ? 'ArrowRight' : 'ArrowLeft';
    let target: number | null = null;
    if (event.key === forward) target = Math.min(index + 1, reachable);
    else if (event.key === backward) target = Math.max(index - 1, 0);
    else if (event.key === 'Home') target = 0;
    else if (event.key === 'End') target = reachable;
    if (target === null) return;
    event.preventDefault();
    stepButtons.current[target]?.focus();
  };

  const field = (name: WizardField, type = 'text', autoComplete?: string) => {
    const error = errors[name];
    return (
      <Form.Group className="mb-3" controlId={`${id}-${name}`}>
        <Form.Label>
          {t(`fields.${name}`)}{' '}
          <span aria-hidden="true" className="text-danger">
            *
          </span>
        </Form.Label>
        <Form.Control
          type={type}
          autoComplete={autoComplete}
          required
          aria-required="true"
          value={String(values[name])}
          onChange={(e) => set(name, e.target.value)}
          isInvalid={Boolean(error)}
          aria-describedby={error ? `${id}-${name}-error` : undefined}
        />
        <Form.Control.Feedback type="invalid" id={`${id}-${name}-error`}>
          {error ? t(error) : null}
        </Form.Control.Feedback>
      </Form.Group>
    );
  };

  const stepBody = () => {
    switch (step.key) {
      case 'account':
        return (
          <>
            {field('email', 'email', 'email')}
            {field('password', 'password', 'new-password')}
          </>
        );
      case 'personal':
        return (
          <>
            <div className="row">
              <div className="col-12 col-sm-6">{field('firstName', 'text', 'given-name')}</div>
              <div className="col-12 col-sm-6">{field('lastName', 'text', 'family-name')}</div>
            </div>
            <Form.Group className="mb-3" controlId={`${id}-ward`}>
              <Form.Label>
                {t('fields.ward')}{' '}
                <span aria-hidden="true" className="text-danger">
                  *
                </span>
              </Form.Label>
              <Form.Select
                value={values.ward}
                required
                onChange={(e) => set('ward', e.target.value)}
                isInvalid={Boolean(errors.ward)}
                aria-describedby={errors.ward ? `${id}-ward-error` : undefined}
              >
                <option value="">{t('formik.chooseWard')}</option>
                {WARDS.map((ward) => (
                  <option key={ward} value={ward}>
                    {t(`wards.${ward}`)}
                  </option>
                ))}
              </Form.Select>
              <Form.Control.Feedback type="invalid" id={`${id}-ward-error`}>
                {errors.ward ? t(errors.ward) : null}
              </Form.Control.Feedback>
            </Form.Group>
          </>
        );
      case 'contact':
        return (
          <>
            {field('phone', 'tel', 'tel')}
            {field('address', 'text', 'street-address')}
          </>
        );
      case 'review':
        return (
          <>
            <dl className="row small mb-3">
              {(['email', 'firstName', 'lastName', 'ward', 'phone', 'address'] as const).map(
                (name) => (
                  <div className="col-12 col-sm-6 d-flex gap-2" key={name}>
                    <dt className="fw-semibold">{t(`fields.${name}`)}:</dt>
                    <dd className="mb-1 text-break">
                      {name === 'ward' && values.ward ? t(`wards.${values.ward}`) : values[name]}
                    </dd>
                  </div>
                ),
              )}
            </dl>
            <Form.Check
              id={`${id}-agree`}
              label={t('fields.agree')}
              checked={values.agree}
              onChange={(e) => set('agree', e.target.checked)}
              isInvalid={Boolean(errors.agree)}
              feedback={errors.agree ? t(errors.agree) : undefined}
              feedbackType="invalid"
              className="mb-3"
            />
          </>
        );
    }
  };

  const vertical = orientation === 'vertical';

  return (
    <div className={`wizard wizard-${orientation} ${vertical ? 'row g-4' : ''}`}>
      <nav aria-label={t('wizard.progress')} className={vertical ? 'col-12 col-md-4' : 'mb-4'}>
        <ol className={`wizard-steps ${vertical ? 'flex-column' : ''}`}>
          {WIZARD_STEPS.map((s, index) => {
            const isDone = index < current || done;
            const isCurrent = index === current && !done;
            return (
              <li
                key={s.key}
                className={`wizard-step${isCurrent ? ' active' : ''}${isDone ? ' done' : ''}`}
              >
                <button
                  type="button"
                  ref={(el) => {
                    stepButtons.current[index] = el;
                  }}
                  className="wizard-step-button"
                  aria-current={isCurrent ? 'step' : undefined}
                  disabled={done || index > reachable}
                  onClick={() => goTo(index)}
                  onKeyDown={(e) => handleStepKeys(e, index)}
                >
                  <span className="wizard-step-mark" aria-hidden="true">
                    {isDone ? <Check size={14} /> : index + 1}
                  </span>
                  <span className="wizard-step-text">
                    <span className="wizard-step-title">{t(`wizard.steps.${s.key}`)}</span>
                    <span className="wizard-step-sub">{t(`wizard.subtitles.${s.key}`)}</span>
                  </span>
                </button>
              </li>
            );
          })}
        </ol>
      </nav>
      <div className={vertical ? 'col-12 col-md-8' : ''}>
        {done ? (
          <div>
            <h3 className="h5" tabIndex={-1} ref={heading}>
              {t('wizard.doneTitle')}
            </h3>
            <Alert variant="success">{t('wizard.done', { name: values.firstName.trim() })}</Alert>
            <Button
              variant="outline-primary"
              onClick={() => {
                setValues(EMPTY_WIZARD);
                setDone(false);
                goTo(0);
              }}
            >
              {t('wizard.again')}
            </Button>
          </div>
        ) : (
          <Form noValidate onSubmit={handleNext} aria-labelledby={`${id}-heading`}>
            <p className="small text-body-secondary mb-1">
              {t('wizard.stepOf', { current: current + 1, total: WIZARD_STEPS.length })}
            </p>
            <h3 className="h5 mb-3" id={`${id}-heading`} tabIndex={-1} ref={heading}>
              {t(`wizard.steps.${step.key}`)}
            </h3>
            {stepBody()}
            <div className="d-flex justify-content-between gap-2">
              <Button
                variant="outline-secondary"
                onClick={() => goTo(current - 1)}
                disabled={current === 0}
              >
                {t('wizard.back')}
              </Button>
              <Button type="submit">{isLast ? t('wizard.submit') : t('wizard.next')}</Button>
            </div>
          </Form>
        )}
      </div>
    </div>
  );
}
