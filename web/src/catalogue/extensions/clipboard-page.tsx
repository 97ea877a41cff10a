import { useTranslation } from 'react-i18next';
import { Demo } from '@/catalogue/common/demo';
import { DemoPage } from '@/catalogue/common/demo-page';
import { CopyInput, CopyText, CutInput } from './clipboard/clipboard-demos';
import source from './clipboard/clipboard-demos.tsx?raw';

export default function ClipboardPage() {
  const { t } = useTranslation();
  return (
    <DemoPage
      title={t('menu.clipboard')}
      intro="Copy with the browser's asynchronous Clipboard API (navigator.clipboard.writeText): no library needed. Each button confirms on screen and to screen readers, and says what to do when the browser refuses."
      library={{
        name: 'navigator.clipboard',
        href: 'https://developer.mozilla.org/docs/Web/API/Clipboard/writeText',
        note: 'The Clipboard API replaces clipboard.js.',
      }}
    >
      <Demo id="text" title="Copy text" source={source}>
        <CopyText />
      </Demo>
      <Demo id="input" title="Copy an input's value" source={source}>
        <CopyInput />
      </Demo>
      <Demo id="cut" title="Cut" source={source}>
        <CutInput />
      </Demo>
    </DemoPage>
  );
}
