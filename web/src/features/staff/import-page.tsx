import './staff.scss';
import { CircleCheck, LayoutDashboard, ScrollText } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { OPTIONAL_COLUMNS, REQUIRED_COLUMNS } from '@app/common/import-columns';
import { ErrorState } from '@/components/status-messages';
import { useFormatters } from '@/hooks/use-formatters';
import { useAppSelector } from '@/lib/store/hooks';
import { useImportProjectsMutation } from './api/staff-api';
import { AccessState, accessStatus } from '@/components/access-state';
import { FilePicker } from './components/file-picker';
import { ImportNotices } from './components/import-notices';
import { ImportReport } from './components/import-report';
import { errorMessage, errorStatus, importIssues, importNotices } from './lib/errors';
import { STAFF_AUDIT_PATH } from './paths';
import type { ImportResult } from './types';

function Success({ result, isAdmin }: { result: ImportResult; isAdmin: boolean }) {
  const { t } = useTranslation('staff');
  const fmt = useFormatters();
  return (
    <div className="alert alert-success mt-3 mb-0" role="status" data-testid="import-success">
      <div className="d-flex gap-2">
        <CircleCheck size={20} aria-hidden="true" className="flex-shrink-0 mt-1" />
        <div>
          <p className="fw-semibold mb-1">
            {result.dryRun
              ? t('import.success.dryRunTitle', { count: result.imported })
              : t('import.success.title', { count: result.imported })}
          </p>
          <p className="mb-1">
            {result.dryRun
              ? t('import.success.dryRunBody')
              : t('import.success.body', { total: fmt.number(result.total), count: result.total })}
          </p>
          {result.dryRun ? null : (
            <p className="small mb-2">
              {t('import.success.version')}{' '}
              <span className="font-monospace text-break">{result.version}</span>
            </p>
          )}
          <div className="d-flex flex-wrap gap-2">
            <Link to="/" className="btn btn-sm btn-success d-inline-flex align-items-center gap-1">
              <LayoutDashboard size={14} aria-hidden="true" />
              {t('import.success.dashboard')}
            </Link>
            {isAdmin && !result.dryRun ? (
              <Link
                to={STAFF_AUDIT_PATH}
                className="btn btn-sm btn-outline-success d-inline-flex align-items-center gap-1"
              >
                <ScrollText size={14} aria-hidden="true" />
                {t('import.success.audit')}
              </Link>
            ) : null}
          </div>
        </div>
      </div>
    </div>
  );
}

/** Staff import of the county's projects file (CSV or XLSX): all rows or none. */
export default function ImportPage() {
  const { t } = useTranslation('staff');
  const isAdmin = useAppSelector((s) => s.auth?.userRole === 'admin');
  const [file, setFile] = useState<File | null>(null);
  const [dryRun, setDryRun] = useState(false);
  const [dropSample, setDropSample] = useState(false);
  const [refused, setRefused] = useState<string | null>(null);
  const [missingFile, setMissingFile] = useState(false);
  const [upload, result] = useImportProjectsMutation();
  /** The name of the file the shown answer is about (the choice may have changed since). */
  const [sentName, setSentName] = useState('');

  const choose = (next: File | null) => {
    setFile(next);
    setRefused(null);
    setMissingFile(false);
    result.reset();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setMissingFile(true);
      return;
    }
    setSentName(file.name);
    void upload({ file, dryRun, dropSample });
  };

  const status = errorStatus(result.error);
  const issues = status === 422 ? importIssues(result.error) : [];
  const access = accessStatus(status);

  return (
    <section aria-labelledby="import-title" className="staff-page">
      <h1 id="import-title" className="h3 mb-1">
        {t('import.title')}
      </h1>
      <p className="text-body-secondary mb-3">{t('import.intro')}</p>
      <div className="row g-4">
        <div className="col-12 col-xl-8">
          <div className="card">
            <div className="card-body">
              <form onSubmit={submit} noValidate aria-describedby="import-rule">
                <FilePicker
                  file={file}
                  disabled={result.isLoading}
                  onChange={choose}
                  onRefused={(name) => {
                    setRefused(name);
                    setFile(null);
                  }}
                />
                {refused ? (
                  <p className="text-danger small mt-2 mb-0" role="alert">
                    {t('import.file.refused', { name: refused })}
                  </p>
                ) : null}
                {missingFile ? (
                  <p className="text-danger small mt-2 mb-0" role="alert">
                    {t('import.file.missing')}
                  </p>
                ) : null}
                <fieldset className="mt-3">
                  <legend className="visually-hidden">{t('import.options')}</legend>
                  <div className="form-check">
                    <input
                      id="import-dry-run"
                      className="form-check-input"
                      type="checkbox"
                      checked={dryRun}
                      onChange={(e) => setDryRun(e.target.checked)}
                      disabled={result.isLoading}
                      aria-describedby="import-dry-run-help"
                    />
                    <label className="form-check-label" htmlFor="import-dry-run">
                      {t('import.dryRun')}
                    </label>
                    <div id="import-dry-run-help" className="form-text mt-0">
                      {t('import.dryRunHelp')}
                    </div>
                  </div>
                  <div className="form-check mt-2">
                    <input
                      id="import-drop-sample"
                      className="form-check-input"
                      type="checkbox"
                      checked={dropSample}
                      onChange={(e) => setDropSample(e.target.checked)}
                      disabled={result.isLoading}
                      aria-describedby="import-drop-sample-help"
                    />
                    <label className="form-check-label" htmlFor="import-drop-sample">
                      {t('import.dropSample')}
                    </label>
                    <div id="import-drop-sample-help" className="form-text mt-0">
                      {t('import.dropSampleHelp')}
                    </div>
                  </div>
                </fieldset>
                <p id="import-rule" className="small text-body-secondary mt-3 mb-2">
                  {t('import.rule')}
                </p>
                <button type="submit" className="btn btn-primary" disabled={result.isLoading}>
                  {result.isLoading ? (
                    <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
                  ) : null}
                  {dryRun ? t('import.submitDryRun') : t('import.submit')}
                </button>
              </form>

              {result.isLoading ? (
                <div className="mt-3" role="status">
                  <p className="small mb-1">{t('import.uploading', { name: sentName })}</p>
                  <div className="progress" style={{ height: 6 }} aria-hidden="true">
                    <div className="progress-bar progress-bar-striped progress-bar-animated w-100" />
                  </div>
                </div>
              ) : null}

              {result.data && !result.isLoading ? (
                <>
                  <Success result={result.data} isAdmin={isAdmin} />
                  <ImportNotices notices={result.data.notices} />
                </>
              ) : null}

              {result.error && !result.isLoading ? (
                access ? (
                  <AccessState status={access} />
                ) : status === 422 ? (
                  <div data-testid="import-refused">
                    <div className="alert alert-danger mt-3 mb-0" role="alert">
                      <p className="fw-semibold mb-1">{t('import.refused.title')}</p>
                      <p className="mb-0">
                        {errorMessage(result.error) ?? t('import.refused.body')}
                      </p>
                    </div>
                    <ImportNotices notices={importNotices(result.error)} />
                    {issues.length > 0 ? (
                      <ImportReport issues={issues} fileName={sentName} />
                    ) : null}
                  </div>
                ) : (
                  <ErrorState
                    title={t('import.failed')}
                    message={errorMessage(result.error) ?? undefined}
                  />
                )
              ) : null}
            </div>
          </div>
        </div>
        <div className="col-12 col-xl-4">
          <div className="card">
            <div className="card-body small">
              <h2 className="h6">{t('import.columns.title')}</h2>
              <p className="mb-2">{t('import.columns.intro')}</p>
              <p className="fw-semibold mb-1">{t('import.columns.required')}</p>
              <p className="font-monospace text-break">{REQUIRED_COLUMNS.join(', ')}</p>
              <p className="fw-semibold mb-1">{t('import.columns.optional')}</p>
              <p className="font-monospace text-break mb-2">{OPTIONAL_COLUMNS.join(', ')}</p>
              <p className="mb-0">{t('import.columns.export')}</p>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
