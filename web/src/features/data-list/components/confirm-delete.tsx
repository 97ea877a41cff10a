import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';

interface ConfirmDeleteProps {
  /** The products to delete (their names); null keeps the dialog closed. */
  names: readonly string[] | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before deleting one product or several. */
export function ConfirmDelete({ names, onConfirm, onCancel }: ConfirmDeleteProps) {
  const { t } = useTranslation('data-list');
  const list = names ?? [];
  return (
    <Modal show={names !== null} onHide={onCancel} centered aria-labelledby="confirm-delete-title">
      <Modal.Header closeButton closeLabel={t('panel.close')}>
        <Modal.Title as="h2" className="h5" id="confirm-delete-title">
          {t('confirm.title', { count: list.length })}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {list.length === 1
          ? t('confirm.one', { name: list[0] })
          : t('confirm.many', { count: list.length })}
      </Modal.Body>
      <Modal.Footer>
        <button type="button" className="btn btn-outline-secondary" onClick={onCancel}>
          {t('panel.cancel')}
        </button>
        <button type="button" className="btn btn-danger" onClick={onConfirm} autoFocus>
          {t('confirm.delete')}
        </button>
      </Modal.Footer>
    </Modal>
  );
}
