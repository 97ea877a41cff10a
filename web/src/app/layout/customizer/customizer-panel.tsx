import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  FOOTER_TYPES,
  LAYOUTS,
  MENU_THEMES,
  NAVBAR_COLORS,
  type LayoutSettings,
} from '@/config/theme-config';
import {
  canChooseNavbarColor,
  canCollapseSidebar,
  navbarTypesFor,
  themesFor,
} from '@/features/layout-settings/layout-rules';
import { resetSettings, setSetting } from '@/features/layout-settings/layout-slice';
import { useAppDispatch } from '@/lib/store/hooks';
import { useLayout } from '../use-layout';

type Key = keyof LayoutSettings;

function RadioRow<K extends Key>({
  name,
  legend,
  options,
  value,
  onChange,
  disabled = false,
  swatch = false,
  hint,
}: {
  name: K;
  legend: string;
  options: readonly LayoutSettings[K][];
  value: LayoutSettings[K];
  onChange: (v: LayoutSettings[K]) => void;
  disabled?: boolean;
  swatch?: boolean;
  hint?: string;
}) {
  const { t } = useTranslation('shell');
  return (
    <fieldset className="customizer-row" disabled={disabled} data-testid={`customizer-${name}`}>
      <legend className="customizer-legend">{legend}</legend>
      {hint ? <p className="form-text mt-0">{hint}</p> : null}
      <div className={swatch ? 'd-flex flex-wrap gap-2' : 'd-flex flex-wrap gap-3'}>
        {options.map((o) => {
          const id = `cz-${name}-${String(o)}`;
          const label = t(`customizer.values.${String(o)}`);
          return swatch ? (
            <label
              key={String(o)}
              htmlFor={id}
              className={`color-swatch swatch-${String(o)}`}
              title={label}
            >
              <input
                id={id}
                type="radio"
                className="visually-hidden-focusable-input"
                name={name}
                checked={value === o}
                onChange={() => onChange(o)}
              />
              <span className="visually-hidden">{label}</span>
            </label>
          ) : (
            <div key={String(o)} className="form-check mb-0">
              <input
                id={id}
                type="radio"
                className="form-check-input"
                name={name}
                checked={value === o}
                onChange={() => onChange(o)}
              />
              <label className="form-check-label" htmlFor={id}>
                {label}
              </label>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}

function Switch({
  id,
  label,
  checked,
  onChange,
  hint,
}: {
  id: string;
  label: string;
  checked: boolean;
  onChange: (v: boolean) => void;
  hint?: ReactNode;
}) {
  return (
    <div className="customizer-row">
      <div className="form-check form-switch d-flex justify-content-between ps-0 mb-0">
        <label className="form-check-label" htmlFor={id}>
          {label}
        </label>
        <input
          id={id}
          type="checkbox"
          role="switch"
          className="form-check-input ms-2"
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
          data-testid={id}
        />
      </div>
      {hint}
    </div>
  );
}

/** The body of the customizer panel: every option dispatches to the layout slice. */
export default function CustomizerPanel() {
  const { t } = useTranslation('shell');
  const dispatch = useAppDispatch();
  const s = useLayout();
  const set =
    <K extends Key>(key: K) =>
    (value: LayoutSettings[K]) =>
      dispatch(setSetting(key, value));
  return (
    <div className="customizer-body">
      <h3 className="customizer-section">{t('customizer.theming')}</h3>
      <RadioRow
        name="menuTheme"
        legend={t('customizer.menuTheme')}
        options={MENU_THEMES}
        value={s.menuTheme}
        onChange={set('menuTheme')}
        swatch
      />
      <RadioRow
        name="theme"
        legend={t('customizer.mode')}
        options={themesFor(s.layout)}
        value={s.theme}
        onChange={set('theme')}
      />
      <h3 className="customizer-section">{t('customizer.layoutSection')}</h3>
      <RadioRow
        name="layout"
        legend={t('customizer.layout')}
        options={LAYOUTS}
        value={s.layout}
        onChange={set('layout')}
        hint={
          s.layout === 'horizontal' && !s.isDesktop ? t('customizer.horizontalFallback') : undefined
        }
      />
      {canCollapseSidebar(s) ? (
        <Switch
          id="customizer-sidebarCollapsed"
          label={t('customizer.sidebarCollapsed')}
          checked={s.sidebarCollapsed}
          onChange={set('sidebarCollapsed')}
        />
      ) : null}
      {s.layout === 'vertical' ? (
        <RadioRow
          name="navbarColor"
          legend={t('customizer.navbarColor')}
          options={NAVBAR_COLORS}
          value={s.navbarColor}
          onChange={set('navbarColor')}
          disabled={!canChooseNavbarColor(s)}
          hint={!canChooseNavbarColor(s) ? t('customizer.navbarColorStatic') : undefined}
          swatch
        />
      ) : null}
      <RadioRow
        name="navbarType"
        legend={t('customizer.navbarType')}
        options={navbarTypesFor(s.layout)}
        value={s.navbarType}
        onChange={set('navbarType')}
      />
      <RadioRow
        name="footerType"
        legend={t('customizer.footerType')}
        options={FOOTER_TYPES}
        value={s.footerType}
        onChange={set('footerType')}
      />
      <Switch
        id="customizer-rtl"
        label={t('customizer.rtl')}
        checked={s.direction === 'rtl'}
        onChange={(v) => dispatch(setSetting('direction', v ? 'rtl' : 'ltr'))}
      />
      <Switch
        id="customizer-hideScrollToTop"
        label={t('customizer.hideScrollToTop')}
        checked={s.hideScrollToTop}
        onChange={set('hideScrollToTop')}
      />
      <button
        type="button"
        className="btn btn-outline-secondary w-100 mt-3"
        onClick={() => dispatch(resetSettings())}
      >
        {t('customizer.reset')}
      </button>
    </div>
  );
}
