import { useTranslation } from 'react-i18next';
import { Demo } from '@/catalogue/common/demo';
import { DemoPage } from '@/catalogue/common/demo-page';
import { MaskCard } from './input-mask/mask-card';
import cardSource from './input-mask/mask-card.tsx?raw';
import { MaskDate } from './input-mask/mask-date';
import dateSource from './input-mask/mask-date.tsx?raw';
import { MaskNumeric } from './input-mask/mask-numeric';
import numericSource from './input-mask/mask-numeric.tsx?raw';
import { MaskPhone } from './input-mask/mask-phone';
import phoneSource from './input-mask/mask-phone.tsx?raw';

export default function InputMaskPage() {
  const { t } = useTranslation();
  return (
    <DemoPage
      title={t('menu.inputMask')}
      intro="Fields that shape what is typed: a phone number, a card number, a date and amounts with separators. Each shows the raw value it keeps."
      library={{ name: 'react-imask', href: 'https://imask.js.org/guide.html' }}
    >
      <Demo id="phone" title="Phone" source={phoneSource}>
        <MaskPhone />
      </Demo>
      <Demo id="card" title="Card number" source={cardSource}>
        <MaskCard />
      </Demo>
      <Demo id="date" title="Date" source={dateSource}>
        <MaskDate />
      </Demo>
      <Demo id="numeric" title="Numbers with separators" source={numericSource}>
        <MaskNumeric />
      </Demo>
    </DemoPage>
  );
}
