import './extra-components.scss';
import { useTranslation } from 'react-i18next';
import { Demo } from '@/catalogue/common/demo';
import { DemoPage } from '@/catalogue/common/demo-page';
import chipSource from './chips/chip.tsx?raw';
import { ChipsAvatar } from './chips/chips-avatar';
import avatarSource from './chips/chips-avatar.tsx?raw';
import { ChipsColors } from './chips/chips-colors';
import colorsSource from './chips/chips-colors.tsx?raw';
import { ChipsFilter } from './chips/chips-filter';
import filterSource from './chips/chips-filter.tsx?raw';
import { ChipsRemovable } from './chips/chips-removable';
import removableSource from './chips/chips-removable.tsx?raw';

export default function ChipsPage() {
  const { t } = useTranslation();
  return (
    <DemoPage
      title={t('menu.chips')}
      intro="Compact labels on Bootstrap's pill badge and close button: colours, removable chips, chips with a picture, and choice chips."
      library={{
        name: 'react-bootstrap',
        href: 'https://react-bootstrap.github.io/docs/components/badge',
      }}
    >
      <Demo id="colors" title="Colours, variants and sizes" source={colorsSource}>
        <ChipsColors />
      </Demo>
      <Demo id="removable" title="Removable" source={removableSource}>
        <ChipsRemovable />
      </Demo>
      <Demo id="avatar" title="With a picture" source={avatarSource}>
        <ChipsAvatar />
      </Demo>
      <Demo id="filter" title="Choice chips" source={filterSource}>
        <ChipsFilter />
      </Demo>
      <Demo
        id="component"
        title="The chip component"
        description="Show code to read the component the demos use."
        source={chipSource}
      >
        <p className="small text-body-secondary mb-0">
          Props: label, color, variant (solid, subtle, outline), size, icon, avatarSrc and onRemove.
        </p>
      </Demo>
    </DemoPage>
  );
}
