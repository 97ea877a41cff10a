import { Demo } from '@/catalogue/common/demo';
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
import { useApiReady } from '@/hooks/use-api-ready';

/** The page's demos, with react-select: loaded once the page's frame is drawn (select-page.tsx). */
export default function SelectDemos() {
  // The async demo queries the mock through the store's API slice.
  const isApiReady = useApiReady();
  if (!isApiReady) return null;
  return (
    <>
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
    </>
  );
}
