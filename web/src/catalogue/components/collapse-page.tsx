import { useTranslation } from 'react-i18next';
import { Demo } from '@/catalogue/common/demo';
import { ComponentPage } from './component-page';
import { AccordionDemo } from './collapse/accordion-demo';
import accordionSource from './collapse/accordion-demo.tsx?raw';
import { AccordionVariants } from './collapse/accordion-variants';
import accordionVariantsSource from './collapse/accordion-variants.tsx?raw';
import { BasicCollapse } from './collapse/basic-collapse';
import basicSource from './collapse/basic-collapse.tsx?raw';
import { HorizontalCollapse } from './collapse/horizontal-collapse';
import horizontalSource from './collapse/horizontal-collapse.tsx?raw';
import { MultipleCollapse } from './collapse/multiple-collapse';
import multipleSource from './collapse/multiple-collapse.tsx?raw';

export default function CollapsePage() {
  const { t } = useTranslation();
  return (
    <ComponentPage
      title={t('menu.collapse')}
      intro="Content that opens and closes in place, alone or as an accordion."
      docs="https://react-bootstrap.github.io/docs/utilities/transitions#collapse"
    >
      <Demo id="basic" title="Basic" source={basicSource}>
        <BasicCollapse />
      </Demo>
      <Demo id="horizontal" title="Horizontal" source={horizontalSource}>
        <HorizontalCollapse />
      </Demo>
      <Demo id="multiple" title="Several targets" source={multipleSource}>
        <MultipleCollapse />
      </Demo>
      <Demo id="accordion" title="Accordion" source={accordionSource}>
        <AccordionDemo />
      </Demo>
      <Demo
        id="accordion-variants"
        title="Flush and always-open accordions"
        source={accordionVariantsSource}
      >
        <AccordionVariants />
      </Demo>
    </ComponentPage>
  );
}
