import { useTranslation } from 'react-i18next';
import { Demo } from '@/catalogue/common/demo';
import { ComponentPage } from './component-page';
import { BasicMedia } from './media-objects/basic-media';
import basicSource from './media-objects/basic-media.tsx?raw';
import { MediaAlignment } from './media-objects/media-alignment';
import alignmentSource from './media-objects/media-alignment.tsx?raw';
import { MediaList } from './media-objects/media-list';
import listSource from './media-objects/media-list.tsx?raw';
import { NestedMedia } from './media-objects/nested-media';
import nestedSource from './media-objects/nested-media.tsx?raw';

export default function MediaObjectsPage() {
  const { t } = useTranslation();
  return (
    <ComponentPage
      title={t('menu.mediaObjects')}
      intro="A picture beside a block of text, for comments, feeds and profiles, made with Bootstrap's flex utilities."
      docs="https://getbootstrap.com/docs/5.3/utilities/flex/#media-object"
    >
      <Demo id="basic" title="Basic" source={basicSource}>
        <BasicMedia />
      </Demo>
      <Demo id="nested" title="Nested" source={nestedSource}>
        <NestedMedia />
      </Demo>
      <Demo id="alignment" title="Alignment and order" source={alignmentSource}>
        <MediaAlignment />
      </Demo>
      <Demo id="list" title="Media list" source={listSource}>
        <MediaList />
      </Demo>
    </ComponentPage>
  );
}
