import { FileUp, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from 'react-bootstrap';
import { ErrorCode, useDropzone, type FileRejection } from 'react-dropzone';

const MAX_BYTES = 2 * 1024 * 1024;
const MAX_FILES = 5;

interface Chosen {
  file: File;
  preview: string | null;
}

function reason(r: FileRejection): string {
  return r.errors
    .map((e) =>
      e.code === ErrorCode.FileTooLarge
        ? `larger than 2 MB (${(r.file.size / 1024 / 1024).toFixed(1)} MB)`
        : e.code === ErrorCode.FileInvalidType
          ? 'not an image or a PDF'
          : e.code === ErrorCode.TooManyFiles
            ? `more than ${MAX_FILES} files at once`
            : e.message,
    )
    .join('; ');
}

/**
 * Drop files or choose them (the zone is a button: Enter or Space opens the file picker).
 * Images get a preview; PDFs a name; anything else is refused with the reason.
 */
export function FileDrop() {
  const [files, setFiles] = useState<Chosen[]>([]);
  const [rejected, setRejected] = useState<FileRejection[]>([]);
  const { getRootProps, getInputProps, isDragActive, isDragReject } = useDropzone({
    accept: { 'image/png': ['.png'], 'image/jpeg': ['.jpg', '.jpeg'], 'application/pdf': ['.pdf'] },
    maxSize: MAX_BYTES,
    maxFiles: MAX_FILES,
    onDrop: (accepted, refused) => {
      setRejected(refused);
      setFiles((old) =>
        [
          ...old,
          ...accepted.map((file) => ({
            file,
            preview: file.type.startsWith('image/') ? URL.createObjectURL(file) : null,
          })),
        ].slice(0, MAX_FILES),
      );
    },
  });
  // Previews are object URLs: let them go when the files leave the list or the page.
  useEffect(() => () => files.forEach((f) => f.preview && URL.revokeObjectURL(f.preview)), [files]);

  return (
    <>
      {/* The input sits beside the zone, not in it: a control inside a button confuses readers. */}
      <input {...getInputProps({ 'aria-label': 'Choose files' })} />
      <div
        {...getRootProps({
          className: `file-drop ${isDragActive ? 'is-active' : ''} ${isDragReject ? 'is-reject' : ''}`,
          role: 'button',
          'aria-label': 'Add files: drop them here or press Enter to choose',
        })}
      >
        <FileUp size={28} aria-hidden="true" />
        <p className="mb-0">
          {isDragActive ? 'Drop the files here' : 'Drop files here, or click to choose'}
        </p>
        <p className="small text-body-secondary mb-0">
          PNG, JPEG or PDF, up to 2 MB each, {MAX_FILES} at most
        </p>
      </div>
      <div role="alert" className="mt-2">
        {rejected.length > 0 ? (
          <div className="alert alert-danger py-2 mb-0">
            <p className="fw-semibold mb-1">Not added:</p>
            <ul className="mb-0 ps-3">
              {rejected.map((r) => (
                <li key={r.file.name}>
                  {r.file.name}: {reason(r)}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
      {files.length === 0 ? (
        <p className="small text-body-secondary mt-2 mb-0">No files yet.</p>
      ) : (
        <ul className="file-previews mt-2" aria-label="Files added">
          {files.map(({ file, preview }) => (
            <li key={`${file.name}-${file.lastModified}`} className="file-preview">
              {preview ? (
                <img src={preview} alt="" />
              ) : (
                <span className="file-preview-kind">PDF</span>
              )}
              <span className="text-truncate small" title={file.name}>
                {file.name}
              </span>
              <span className="small text-body-secondary">{(file.size / 1024).toFixed(0)} KB</span>
              <Button
                size="sm"
                variant="link"
                className="p-0 text-danger"
                aria-label={`Remove ${file.name}`}
                onClick={() => setFiles((fs) => fs.filter((f) => f.file !== file))}
              >
                <X size={16} aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
