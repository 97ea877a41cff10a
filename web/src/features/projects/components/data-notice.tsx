import { Info } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Meta } from '@app/common/projects';
import type { Formatters } from '@/lib/format';

/** Stands where a value goes in a translated sentence, to split the sentence around it. */
const SLOT = '\u0001';

/** A translated sentence with `value` (text or an element) where its one value goes. */
function withValue(sentence: string, value: ReactNode): ReactNode {
  const at = sentence.indexOf(SLOT);
  if (at < 0) return sentence;
  return (
    <>
      {sentence.slice(0, at)}
      {value}
      {sentence.slice(at + SLOT.length)}
    </>
  );
}

/**
 * A grey bar for text still on its way. Inline and on the baseline (not Bootstrap's inline-block
 * in the middle), so it wraps and stands as the text will: the lines do not change when it comes.
 */
const PENDING = 'placeholder rounded d-inline align-baseline';

/** A value still on its way: a grey bar about as wide as the text that will stand there. */
function Pending({ width }: { width: string }) {
  return <span className={PENDING}>{width}</span>;
}

/** A licence's name linking to its text; a grey bar of its size while the data is on its way. */
function LicenceLink({
  licence,
  newTab,
  testId,
}: {
  licence: Meta['licence'] | undefined;
  newTab: ReactNode;
  testId: string;
}) {
  if (!licence) {
    return (
      <span className="data-notice-link">
        <Pending width="CC BY 4.0" />
      </span>
    );
  }
  return (
    <a
      className="data-notice-link"
      href={licence.url}
      rel="license noopener"
      target="_blank"
      data-testid={testId}
    >
      {licence.name}
      {newTab}
    </a>
  );
}

/**
 * Where the data comes from: sample label, last change, publisher and licences, about link.
 *
 * Its words are drawn at once; only the values the data brings (the date, the publisher, the
 * licences) wait for it, as grey bars in their place, so nothing moves when they arrive. Each fact
 * stands on a line of its own on a phone (its link a 44 px tap target), inline on wider screens.
 */
export function DataNotice({ meta, fmt }: { meta: Meta | undefined; fmt: Formatters }) {
  const { t } = useTranslation('projects');
  const isLoading = meta === undefined;
  const newTab = <span className="visually-hidden"> ({t('newTab')})</span>;
  return (
    <div
      className="data-notice small"
      aria-hidden={isLoading || undefined}
      data-testid={isLoading ? 'loading-placeholder' : 'data-notice'}
    >
      {isLoading ? (
        // The usual notice says the data are samples: its room is held until the data say so.
        <p className="mb-1 placeholder-glow">
          <span className="badge placeholder align-baseline lead-mark text-body-secondary">
            {t('data.sample')}
          </span>
          <span className={PENDING}>{t('data.sampleNote')}</span>
        </p>
      ) : meta.isSample ? (
        <p className="mb-1">
          <span className="badge text-bg-warning lead-mark" data-testid="sample-badge">
            {t('data.sample')}
          </span>
          {t('data.sampleNote')}
        </p>
      ) : null}
      <p
        className={`mb-0 text-body-secondary data-notice-facts ${isLoading ? 'placeholder-glow' : ''}`}
      >
        <span className="data-notice-fact">
          <Info size={14} aria-hidden="true" className="lead-mark" />
          {withValue(
            t('data.lastUpdated', { date: SLOT }),
            isLoading ? <Pending width="00 Xxx 0000, 00:00" /> : fmt.dateTime(meta.lastUpdated),
          )}
        </span>
        <span className="data-notice-sep"> · </span>
        <span className="data-notice-fact">
          {withValue(
            t('facts.noticeLicence', { publisher: SLOT }),
            isLoading ? <Pending width="Xxxxxx Xxxxxxxxxx xx Xxxxxxx" /> : meta.publisher.name,
          )}{' '}
          <LicenceLink licence={meta?.dataLicence} newTab={newTab} testId="data-licence" />
        </span>
        <span className="data-notice-sep"> · </span>
        <span className="data-notice-fact">
          {t('data.boundariesLicence')}{' '}
          <LicenceLink licence={meta?.licence} newTab={newTab} testId="boundaries-licence" />
        </span>
        <span className="data-notice-sep"> · </span>
        <span className="data-notice-fact">
          <Link className="data-notice-link" to="/about" tabIndex={isLoading ? -1 : undefined}>
            {t('data.about')}
          </Link>
        </span>
      </p>
    </div>
  );
}
