import './extra-components.scss';
import { useTranslation } from 'react-i18next';
import { Demo } from '@/catalogue/common/demo';
import { DemoPage } from '@/catalogue/common/demo-page';
import dividerSource from './divider/divider.tsx?raw';
import { DividerAlignment } from './divider/divider-alignment';
import alignmentSource from './divider/divider-alignment.tsx?raw';
import { DividerStyle } from './divider/divider-style';
import styleSource from './divider/divider-style.tsx?raw';
import { DividerText } from './divider/divider-text';
import textSource from './divider/divider-text.tsx?raw';
import { DividerVertical } from './divider/divider-vertical';
import verticalSource from './divider/divider-vertical.tsx?raw';

export default function DividerPage() {
  const { t } = useTranslation();
  return (
    <DemoPage
      title={t('menu.divider')}
      intro="Lines that separate content: Bootstrap's <hr> and .vr, and a divider that carries text, with its alignment, style, width and colour."
      library={{
        name: 'bootstrap',
        href: 'https://getbootstrap.com/docs/5.3/helpers/vertical-rule/',
      }}
    >
      <Demo id="text" title="With text" source={textSource}>
        <DividerText />
      </Demo>
      <Demo id="alignment" title="Alignment" source={alignmentSource}>
        <DividerAlignment />
      </Demo>
      <Demo id="style" title="Style, width and colour" source={styleSource}>
        <DividerStyle />
      </Demo>
      <Demo id="vertical" title="Vertical" source={verticalSource}>
        <DividerVertical />
      </Demo>
      <Demo
        id="component"
        title="The divider component"
        description="Show code to read the component the demos use."
        source={dividerSource}
      >
        <p className="small text-body-secondary mb-0">
          Props: children (the text), align, lineStyle, color and width.
        </p>
      </Demo>
    </DemoPage>
  );
}
