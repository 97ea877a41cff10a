import 'altcha/altcha.css';
import 'altcha/external';
import ShaWorker from 'altcha/workers/sha?worker';
import { createElement, useCallback, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  FEEDBACK_KINDS,
  FEEDBACK_MAX_PHOTOS,
  FEEDBACK_MESSAGE_MAX,
  FEEDBACK_MESSAGE_MIN,
  FEEDBACK_NAME_MAX,
  PHOTO_ACCEPT,
  type FeedbackReceipt,
} from '@app/common/feedback';
import { errorMessage, useSendFeedbackMutation } from '../api/feedback-api';
import { followLink } from '../follow-link';

// The widget's SHA-256 work runs in a worker served from the portal (the CSP allows no blob workers).
globalThis.$altcha.algorithms.set('SHA-256', () => new ShaWorker());

/** The resident's form: kind, message, optional name and contact, up to three photos. */
export default function FeedbackForm({ code }: { code: string }) {
  const { t, i18n } = useTranslation('feedback');
  const id = useId();
  const [send, state] = useSendFeedbackMutation();
  const [receipt, setReceipt] = useState<FeedbackReceipt | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // Sending waits for the widget's proof of work (a second or two on a phone).
  const [verified, setVerified] = useState(false);
  const widgetRef = useCallback((el: HTMLElement | null) => {
    el?.addEventListener('statechange', (e) => {
      const state = (e as CustomEvent<{ state?: string }>).detail.state;
      setVerified(state === 'verified');
    });
  }, []);

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setProblem(null);
    const data = new FormData(e.currentTarget);
    data.set('projectCode', code);
    const photos = data.getAll('photos').filter((f) => f instanceof File && f.size > 0);
    data.delete('photos');
    if (photos.length > FEEDBACK_MAX_PHOTOS) {
      setProblem(t('form.tooManyPhotos', { max: FEEDBACK_MAX_PHOTOS }));
      return;
    }
    for (const p of photos) data.append('photos', p);
    const result = await send(data);
    if ('data' in result && result.data) setReceipt(result.data);
    else setProblem(errorMessage(result.error) ?? t('form.failed'));
  };

  if (receipt) {
    const link = followLink(receipt.token);
    return (
      <div className="alert alert-success mb-0" role="status">
        <p className="fw-semibold mb-1">{t('form.thanks')}</p>
        <p className="mb-1">
          {t('form.reference')} <strong data-testid="feedback-reference">{receipt.ref}</strong>
        </p>
        <p className="mb-1">{t('form.keepLink')}</p>
        <Link to={link} className="text-break">
          {t('form.followLink')}
        </Link>
      </div>
    );
  }

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate={false} aria-describedby={`${id}-note`}>
      <p id={`${id}-note`} className="small text-body-secondary">
        {t('form.note')}
      </p>
      <div className="mb-3">
        <label htmlFor={`${id}-kind`} className="form-label">
          {t('form.kind')}
        </label>
        <select id={`${id}-kind`} name="kind" className="form-select" defaultValue="question">
          {FEEDBACK_KINDS.map((k) => (
            <option key={k} value={k}>
              {t(`kind.${k}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="mb-3">
        <label htmlFor={`${id}-message`} className="form-label">
          {t('form.message')}
        </label>
        <textarea
          id={`${id}-message`}
          name="message"
          className="form-control"
          rows={5}
          required
          minLength={FEEDBACK_MESSAGE_MIN}
          maxLength={FEEDBACK_MESSAGE_MAX}
          aria-describedby={`${id}-message-help`}
        />
        <div id={`${id}-message-help`} className="form-text">
          {t('form.messageHelp', { min: FEEDBACK_MESSAGE_MIN, max: FEEDBACK_MESSAGE_MAX })}
        </div>
      </div>
      <div className="mb-3">
        <label htmlFor={`${id}-name`} className="form-label">
          {t('form.name')}
        </label>
        <input
          id={`${id}-name`}
          name="name"
          className="form-control"
          maxLength={FEEDBACK_NAME_MAX}
          autoComplete="name"
        />
      </div>
      <fieldset className="mb-3">
        <legend className="form-label fs-6">{t('form.contact')}</legend>
        <p className="form-text mt-0">{t('form.contactHelp')}</p>
        <div className="row g-2">
          <div className="col-12 col-sm-6">
            <label htmlFor={`${id}-phone`} className="form-label">
              {t('form.phone')}
            </label>
            <input
              id={`${id}-phone`}
              name="phone"
              type="tel"
              className="form-control"
              autoComplete="tel"
              dir="ltr"
            />
          </div>
          <div className="col-12 col-sm-6">
            <label htmlFor={`${id}-email`} className="form-label">
              {t('form.email')}
            </label>
            <input
              id={`${id}-email`}
              name="email"
              type="email"
              className="form-control"
              autoComplete="email"
              dir="ltr"
            />
          </div>
        </div>
      </fieldset>
      <div className="mb-3">
        <label htmlFor={`${id}-photos`} className="form-label">
          {t('form.photos', { max: FEEDBACK_MAX_PHOTOS })}
        </label>
        <input
          id={`${id}-photos`}
          name="photos"
          type="file"
          className="form-control"
          accept={PHOTO_ACCEPT}
          multiple
        />
        <div className="form-text">{t('form.photosHelp')}</div>
      </div>
      {/* Left empty by people, who never see it; filled by form-filling robots. Off to the
          start side, so that no page scrolls sideways in either direction. */}
      <div aria-hidden="true" style={{ position: 'absolute', insetInlineStart: '-10000px' }}>
        <label htmlFor={`${id}-website`}>Website</label>
        <input id={`${id}-website`} name="website" tabIndex={-1} autoComplete="off" />
      </div>
      <div className="mb-3">
        {createElement('altcha-widget', {
          challenge: '/api/v1/feedback/challenge',
          name: 'altcha',
          auto: 'onload',
          language: i18n.language.slice(0, 2),
          hidelogo: '',
          ref: widgetRef,
        })}
      </div>
      {problem ? (
        <div className="alert alert-danger" role="alert">
          {problem}
        </div>
      ) : null}
      <button
        type="submit"
        className="btn btn-primary tap-target"
        disabled={state.isLoading || !verified}
      >
        {state.isLoading ? t('form.sending') : t('form.send')}
      </button>
      {verified ? null : <p className="form-text">{t('form.checking')}</p>}
    </form>
  );
}
