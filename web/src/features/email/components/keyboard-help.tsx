import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';

const KEYS = ['j', 'k', 'x', 's', 'e', '/', 'Enter', 'Escape'] as const;

/** The mailbox's single-key shortcuts. */
export function KeyboardHelp({ show, onHide }: { show: boolean; onHide: () => void }) {
  const { t } = useTranslation('email');
  return (
    <Modal show={show} onHide={onHide} aria-labelledby="email-keys-title" centered>
      <Modal.Header closeButton closeLabel={t('compose.close')}>
        <Modal.Title id="email-keys-title" as="h2" className="h5">
          {t('keyboard.title')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <dl className="mb-0">
          {KEYS.map((key) => (
            <div key={key} className="d-flex gap-3 mb-2">
              <dt className="email-key">
                <kbd>{key === 'Escape' ? 'Esc' : key}</kbd>
              </dt>
              <dd className="mb-0">{t(`keyboard.keys.${key}`)}</dd>
            </div>
          ))}
        </dl>
      </Modal.Body>
    </Modal>
  );
}
