import { useTranslation } from 'react-i18next';
import { Demo } from '@/catalogue/common/demo';
import { DemoPage } from '@/catalogue/common/demo-page';
import { useApiReady } from '@/hooks/use-api-ready';
import './select/select.scss';
import { SelectAsync } from './select/select-async';
import asyncSource from './select/select-async.tsx?raw';
import { SelectGrouped } from './select/select-grouped';
import groupedSource from './select/select-grouped.tsx?raw';
import { SelectMulti } from './select/select-multi';
import multiSource from './select/select-multi.tsx?raw';
import { SelectSearchable } from './select/select-searchable';
import searchableSource from './select/select-searchable.tsx?raw';
import { SelectSingle } from './select/select-single';
import singleSource from './select/select-single.tsx?raw';
import themeSource from './select/select-theme.ts?raw';

export default function SelectPage() {
  const { t } = useTranslation();
  // The async demo queries the mock through the store's API slice.
  const isApiReady = useApiReady();
  if (!isApiReady) return null;
  return (
    <DemoPage
      title={t('menu.select')}
      intro="Selects with search, several values, groups and options loaded from the server, drawn with the theme's colours so they follow dark mode and right-to-left."
      library={{
        name: 'react-select',
        href: 'https://react-select.com/home',
        note: 'Every select here is unstyled and takes its look from the Bootstrap theme (select.scss); the shared props are in select-theme.ts.',
      }}
    >
      <Demo id="single" title="Single" source={singleSource}>
        <SelectSingle />
      </Demo>
      <Demo id="searchable" title="Searchable" source={searchableSource}>
        <SelectSearchable />
      </Demo>
      <Demo id="multi" title="Multiple" source={multiSource}>
        <SelectMulti />
      </Demo>
      <Demo id="grouped" title="Grouped" source={groupedSource}>
        <SelectGrouped />
      </Demo>
      <Demo id="async" title="Async" source={asyncSource}>
        <SelectAsync />
      </Demo>
      <Demo id="theme" title="Theme props" source={themeSource}>
        <p className="mb-0">
          The props every select on this page shares: no built-in styles, the theme's class names,
          and the page's direction.
        </p>
      </Demo>
    </DemoPage>
  );
}
