import { FileSpreadsheet, Upload, X } from 'lucide-react';
import { useId } from 'react';
import { useDropzone, type FileRejection } from 'react-dropzone';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/hooks/use-formatters';

/** What the import accepts: the county's projects file as CSV or Excel workbook. */
export const IMPORT_ACCEPT = {
  'text/csv': ['.csv'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['.xlsx'],
};

/** True for a name the import reads (.csv or .xlsx, any case). */
export const isImportFileName = (name: string) => /\.(csv|xlsx)$/i.test(name);

/** Drop zone and picker for one projects file, with the chosen file and a way to remove it. */
export function FilePicker({
  file,
  disabled,
  onChange,
  onRefused,
}: {
  file: File | null;
  disabled?: boolean;
  onChange: (file: File | null) => void;
  /** A dropped file that is not CSV or XLSX, or more than one file. */
  onRefused: (name: string) => void;
}) {
  const { t } = useTranslation('staff');
  const fmt = useFormatters();
  const hintId = useId();
  const { getRootProps, getInputProps, isDragActive, open } = useDropzone({
    accept: IMPORT_ACCEPT,
    multiple: false,
    disabled,
    noClick: true,
    noKeyboard: true,
    onDrop: (accepted: File[], refused: FileRejection[]) => {
      const chosen = accepted[0];
      if (chosen && isImportFileName(chosen.name)) onChange(chosen);
      else if (refused[0] || chosen) onRefused((refused[0]?.file ?? chosen)!.name);
    },
  });

  return (
    <div>
      <div
        {...getRootProps({
          className: `staff-drop rounded-3 p-4 text-center ${isDragActive ? 'is-active' : ''}`,
        })}
      >
        <input {...getInputProps({ 'aria-label': t('import.file.inputLabel') })} />
        <Upload size={28} aria-hidden="true" className="text-primary mb-2" />
        <p className="mb-1 fw-semibold">
          {isDragActive ? t('import.file.dropNow') : t('import.file.drop')}
        </p>
        <p id={hintId} className="small text-body-secondary mb-3">
          {t('import.file.hint')}
        </p>
        <button
          type="button"
          className="btn btn-outline-primary btn-sm"
          onClick={open}
          disabled={disabled}
          aria-describedby={hintId}
        >
          {t('import.file.choose')}
        </button>
      </div>
      {file ? (
        <div className="d-flex align-items-center gap-2 mt-2 small" data-testid="chosen-file">
          <FileSpreadsheet size={18} aria-hidden="true" className="text-success flex-shrink-0" />
          <span className="text-break">
            <span className="fw-semibold">{file.name}</span>{' '}
            <span className="text-body-secondary">
              (
              {t('import.file.size', {
                size: fmt.number(Math.max(1, Math.round(file.size / 1024))),
              })}
              )
            </span>
          </span>
          <button
            type="button"
            className="btn btn-sm btn-link text-danger p-0 ms-auto d-inline-flex"
            onClick={() => onChange(null)}
            disabled={disabled}
            aria-label={t('import.file.remove', { name: file.name })}
          >
            <X size={18} aria-hidden="true" />
          </button>
        </div>
      ) : null}
    </div>
  );
}
