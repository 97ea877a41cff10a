import { useTranslation } from 'react-i18next';
import { Demo } from '@/catalogue/common/demo';
import { DemoPage } from '@/catalogue/common/demo-page';
import { TextareaAutosize } from './textarea/textarea-autosize';
import autosizeSource from './textarea/textarea-autosize.tsx?raw';
import { TextareaBasic } from './textarea/textarea-basic';
import basicSource from './textarea/textarea-basic.tsx?raw';
import { TextareaCounter } from './textarea/textarea-counter';
import counterSource from './textarea/textarea-counter.tsx?raw';

export default function TextareaPage() {
  const { t } = useTranslation();
  return (
    <DemoPage
      title={t('menu.textarea')}
      intro="Multi-line text: a character counter and a field that grows with its content."
      library={{
        name: 'react-bootstrap',
        href: 'https://react-bootstrap.github.io/docs/forms/form-control',
      }}
    >
      <Demo id="basic" title="Basic" source={basicSource}>
        <TextareaBasic />
      </Demo>
      <Demo id="counter" title="Character counter" source={counterSource}>
        <TextareaCounter />
      </Demo>
      <Demo id="autosize" title="Auto-size" source={autosizeSource}>
        <TextareaAutosize />
      </Demo>
    </DemoPage>
  );
}
