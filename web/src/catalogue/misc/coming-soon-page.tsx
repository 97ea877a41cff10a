import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Illustration, MiscPage } from './misc-page';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export default function ComingSoonPage() {
  const { t } = useTranslation('shell');
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!EMAIL.test(email.trim())) {
      setError(t('misc.comingSoon.invalidEmail'));
      return;
    }
    setError(null);
    setDone(true);
  };

  return (
    <MiscPage
      testId="coming-soon"
      title={t('misc.comingSoon.title')}
      body={t('misc.comingSoon.body')}
      art={<Illustration kind="clock" />}
      actions={
        done ? (
          <p className="alert alert-success mb-0" role="status">
            {t('misc.comingSoon.thanks', { email: email.trim() })}
          </p>
        ) : (
          <form className="coming-soon-form" onSubmit={submit} noValidate>
            <label htmlFor="notify-email" className="visually-hidden">
              {t('misc.comingSoon.email')}
            </label>
            <div className="input-group has-validation">
              <input
                id="notify-email"
                type="email"
                className={`form-control${error ? ' is-invalid' : ''}`}
                placeholder="name@example.com"
                value={email}
                onChange={(e) => setEmail(e.target.value)}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? 'notify-email-error' : undefined}
                autoComplete="email"
              />
              <button type="submit" className="btn btn-primary">
                {t('misc.comingSoon.notify')}
              </button>
              {error ? (
                <div id="notify-email-error" className="invalid-feedback">
                  {error}
                </div>
              ) : null}
            </div>
          </form>
        )
      }
    />
  );
}
