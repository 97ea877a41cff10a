import { useTranslation } from 'react-i18next';
import { Demo } from '@/catalogue/common/demo';
import { ComponentPage } from './component-page';
import { AutohideToast } from './toasts/autohide-toast';
import autohideSource from './toasts/autohide-toast.tsx?raw';
import { BasicToast } from './toasts/basic-toast';
import basicSource from './toasts/basic-toast.tsx?raw';
import { StackedToasts } from './toasts/stacked-toasts';
import stackedSource from './toasts/stacked-toasts.tsx?raw';
import { ToastColours } from './toasts/toast-colours';
import coloursSource from './toasts/toast-colours.tsx?raw';
import { ToastPlacement } from './toasts/toast-placement';
import placementSource from './toasts/toast-placement.tsx?raw';

export default function ToastsPage() {
  const { t } = useTranslation();
  return (
    <ComponentPage
      title={t('menu.toasts')}
      intro="Brief notices in a corner of the screen that leave by themselves, without interrupting."
      docs="https://react-bootstrap.github.io/docs/components/toasts"
    >
      <Demo id="basic" title="Basic" source={basicSource}>
        <BasicToast />
      </Demo>
      <Demo id="autohide" title="Appears and hides by itself" source={autohideSource}>
        <AutohideToast />
      </Demo>
      <Demo id="stacked" title="Stacked" source={stackedSource}>
        <StackedToasts />
      </Demo>
      <Demo id="colours" title="Colours" source={coloursSource}>
        <ToastColours />
      </Demo>
      <Demo id="placement" title="Placement" source={placementSource}>
        <ToastPlacement />
      </Demo>
    </ComponentPage>
  );
}
