import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PHOTO_ACCEPT, PHOTO_STAGES } from '@app/common/feedback';
import {
  useAddProjectPhotosMutation,
  useGetProjectPhotosQuery,
  useOrderProjectPhotosMutation,
  useRemoveProjectPhotoMutation,
} from '../api/feedback-queue-api';
import { errorMessage } from '../lib/errors';

/** The project's photos as staff manage them: add (stage, caption), move, remove. */
export function ProjectPhotos({ code }: { code: string }) {
  const { t } = useTranslation('feedback');
  const id = useId();
  const photos = useGetProjectPhotosQuery(code);
  const [add, adding] = useAddProjectPhotosMutation();
  const [order] = useOrderProjectPhotosMutation();
  const [remove] = useRemoveProjectPhotoMutation();
  const [formKey, setFormKey] = useState(0);
  const list = photos.data ?? [];
  const onAdd = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const result = await add({ code, body: new FormData(e.currentTarget) });
    if ('data' in result) setFormKey((k) => k + 1);
  };
  const move = (index: number, step: number) => {
    const ids = list.map((p) => p.id);
    const [moved] = ids.splice(index, 1);
    if (moved === undefined) return;
    ids.splice(index + step, 0, moved);
    void order({ code, ids });
  };
  return (
    <section className="mt-3" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="h6">
        {t('photos.manage')}
      </h3>
      {list.length === 0 ? <p className="small text-body-secondary">{t('photos.none')}</p> : null}
      <ul className="list-unstyled">
        {list.map((p, i) => (
          <li key={p.id} className="d-flex flex-wrap align-items-center gap-2 mb-2">
            <img
              src={p.files.find((f) => f.format === 'jpeg')?.url}
              alt={p.caption ?? t('photos.alt', { n: i + 1, count: list.length })}
              width={80}
              height={Math.round((80 * p.height) / p.width)}
              loading="lazy"
              className="rounded"
            />
            <span className="small flex-grow-1">
              {p.stage ? t(`photos.stage.${p.stage}`) : ''} {p.caption ?? ''}
            </span>
            <button
              type="button"
              className="btn btn-sm btn-outline-secondary tap-target"
              disabled={i === 0}
              onClick={() => move(i, -1)}
            >
              {t('photos.moveUp')}
            </button>
            <button
              type="button"
              className="btn btn-sm btn-outline-secondary tap-target"
              disabled={i === list.length - 1}
              onClick={() => move(i, 1)}
            >
              {t('photos.moveDown')}
            </button>
            <button
              type="button"
              className="btn btn-sm btn-outline-danger tap-target"
              onClick={() => void remove({ code, id: p.id })}
            >
              {t('photos.remove')}
            </button>
          </li>
        ))}
      </ul>
      <form key={formKey} onSubmit={(e) => void onAdd(e)} className="row g-2 align-items-end">
        <div className="col-12 col-md-4">
          <label htmlFor={`${id}-files`} className="form-label small">
            {t('photos.files')}
          </label>
          <input
            id={`${id}-files`}
            name="photos"
            type="file"
            multiple
            required
            accept={PHOTO_ACCEPT}
            className="form-control"
          />
        </div>
        <div className="col-6 col-md-2">
          <label htmlFor={`${id}-stage`} className="form-label small">
            {t('photos.stageLabel')}
          </label>
          <select id={`${id}-stage`} name="stage" className="form-select">
            {PHOTO_STAGES.map((s) => (
              <option key={s} value={s}>
                {t(`photos.stage.${s}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="col-6 col-md-4">
          <label htmlFor={`${id}-caption`} className="form-label small">
            {t('photos.caption')}
          </label>
          <input id={`${id}-caption`} name="caption" maxLength={300} className="form-control" />
        </div>
        <div className="col-12 col-md-2">
          <button
            type="submit"
            className="btn btn-primary tap-target w-100"
            disabled={adding.isLoading}
          >
            {t('photos.add')}
          </button>
        </div>
      </form>
      {adding.error ? (
        <p className="alert alert-danger mt-2 py-2" role="alert">
          {errorMessage(adding.error)}
        </p>
      ) : null}
    </section>
  );
}
