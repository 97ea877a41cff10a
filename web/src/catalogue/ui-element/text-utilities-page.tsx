import { useTranslation } from 'react-i18next';
import { Demo } from '@/catalogue/common/demo';
import { DemoPage } from '@/catalogue/common/demo-page';
import { TextAlignment } from './text-utilities/text-alignment';
import alignmentSource from './text-utilities/text-alignment.tsx?raw';
import { TextColors } from './text-utilities/text-colors';
import colorsSource from './text-utilities/text-colors.tsx?raw';
import { TextDecoration } from './text-utilities/text-decoration';
import decorationSource from './text-utilities/text-decoration.tsx?raw';
import { TextSize } from './text-utilities/text-size';
import sizeSource from './text-utilities/text-size.tsx?raw';
import { TextTransform } from './text-utilities/text-transform';
import transformSource from './text-utilities/text-transform.tsx?raw';
import { TextTruncation } from './text-utilities/text-truncation';
import truncationSource from './text-utilities/text-truncation.tsx?raw';
import { TextWeight } from './text-utilities/text-weight';
import weightSource from './text-utilities/text-weight.tsx?raw';
import { TextWrapping } from './text-utilities/text-wrapping';
import wrappingSource from './text-utilities/text-wrapping.tsx?raw';

export default function TextUtilitiesPage() {
  const { t } = useTranslation();
  return (
    <DemoPage
      title={t('menu.textUtilities')}
      intro="Bootstrap's text utility classes: alignment, wrapping, transform, weight, colour, size, decoration and truncation. Start and end follow the reading direction."
      library={{ name: 'bootstrap', href: 'https://getbootstrap.com/docs/5.3/utilities/text/' }}
    >
      <Demo id="alignment" title="Alignment" source={alignmentSource}>
        <TextAlignment />
      </Demo>
      <Demo id="wrapping" title="Wrapping and overflow" source={wrappingSource}>
        <TextWrapping />
      </Demo>
      <Demo id="transform" title="Transform" source={transformSource}>
        <TextTransform />
      </Demo>
      <Demo id="weight" title="Weight and italics" source={weightSource}>
        <TextWeight />
      </Demo>
      <Demo id="colors" title="Colours" source={colorsSource}>
        <TextColors />
      </Demo>
      <Demo id="size" title="Size and line height" source={sizeSource}>
        <TextSize />
      </Demo>
      <Demo id="decoration" title="Decoration and monospace" source={decorationSource}>
        <TextDecoration />
      </Demo>
      <Demo id="truncation" title="Truncation" source={truncationSource}>
        <TextTruncation />
      </Demo>
    </DemoPage>
  );
}
