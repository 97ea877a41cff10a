import { ArrowRight, FileText, FolderKanban } from 'lucide-react';
import type { ComponentType, MouseEvent as ReactMouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { OverlayOption } from '../hooks/use-overlay-results';
import { Highlight } from './highlight';
import { PLACE_ICONS } from './place-icons';

/** An option's icon, its title, and the line under it when there is one. */
function OptionBody({
  icon: Icon,
  title,
  meta,
}: {
  icon: ComponentType<{ size?: number }>;
  title: ReactNode;
  meta?: ReactNode;
}) {
  return (
    <>
      <span className="search-option-icon" aria-hidden="true">
        <Icon size={18} />
      </span>
      <span className="search-option-text">
        <span className="search-option-title">{title}</span>
        {meta === undefined ? null : <span className="search-option-meta">{meta}</span>}
      </span>
    </>
  );
}

interface SearchOptionProps {
  result: OverlayOption;
  /** The option's element id (the input's aria-activedescendant names it). */
  id: string;
  isActive: boolean;
  /** The query as typed (the "see all" option repeats it). */
  query: string;
  dateFormat: Intl.DateTimeFormat;
  /** The pointer moved onto the option. */
  onActivate: (key: string) => void;
  onOpen: (result: OverlayOption) => void;
}

/** One option of the search overlay's listbox, drawn after its kind. */
export function SearchOption({
  result,
  id,
  isActive,
  query,
  dateFormat,
  onActivate,
  onOpen,
}: SearchOptionProps) {
  const { t } = useTranslation('search');
  const common = {
    id,
    role: 'option' as const,
    'aria-selected': isActive,
    className: `search-option${isActive ? ' active' : ''}`,
    onMouseDown: (e: ReactMouseEvent) => e.preventDefault(),
    onMouseMove: () => {
      if (!isActive) onActivate(result.key);
    },
    onClick: () => onOpen(result),
    'data-testid': `search-option-${result.kind}`,
  };
  if (result.kind === 'all') {
    return (
      <div {...common} data-testid="search-see-all">
        <span className="search-option-icon" aria-hidden="true">
          <ArrowRight size={18} className="flip-rtl" />
        </span>
        <span className="search-option-text">
          <span className="search-option-title">{t('seeAll', { query: query.trim() })}</span>
        </span>
      </div>
    );
  }
  if (result.kind === 'place') {
    return (
      <div {...common}>
        <OptionBody
          icon={PLACE_ICONS[result.item.kind]}
          title={<Highlight text={result.item.title} range={result.title} />}
          meta={
            result.item.parent
              ? t('placeIn', { kind: t(`place.${result.item.kind}`), parent: result.item.parent })
              : t(`place.${result.item.kind}`)
          }
        />
      </div>
    );
  }
  if (result.kind === 'project') {
    return (
      <div {...common}>
        <OptionBody
          icon={FolderKanban}
          title={<Highlight text={result.item.title} range={result.title} />}
          meta={
            <>
              {t('projectMeta', { code: result.item.code, ward: result.item.ward })}
              <span className="search-option-field" data-testid="search-match-field">
                {t(`matchedBy.${result.field}`, {
                  contractor: result.item.contractor ?? '',
                  department: result.item.department,
                  subCounty: result.item.subCounty ?? '',
                })}
              </span>
            </>
          }
        />
      </div>
    );
  }
  if (result.kind === 'page') {
    return (
      <div {...common}>
        <OptionBody
          icon={result.item.icon ?? FileText}
          title={<Highlight text={result.item.title} range={result.title} />}
        />
      </div>
    );
  }
  if (result.kind === 'file') {
    const { item } = result;
    return (
      <div {...common}>
        <img src={item.file} alt="" width={32} height={32} className="search-option-image" />
        <span className="search-option-text">
          <span className="search-option-title">
            <Highlight text={item.title} range={result.title} />
          </span>
          <span className="search-option-meta">
            {t('fileMeta', { by: item.by, size: item.size })}
          </span>
        </span>
      </div>
    );
  }
  const { item } = result;
  return (
    <div {...common}>
      <img
        src={item.img}
        alt=""
        width={32}
        height={32}
        className="search-option-image rounded-circle"
      />
      <span className="search-option-text">
        <span className="search-option-title">
          <Highlight text={item.title} range={result.title} />
        </span>
        <span className="search-option-meta">
          <Highlight text={item.email} range={result.email} />
        </span>
      </span>
      <span className="search-option-aside">
        {dateFormat.format(new Date(`${item.date}T00:00:00`))}
      </span>
    </div>
  );
}
