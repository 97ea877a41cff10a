import { useTranslation } from 'react-i18next';
import { Demo } from '@/catalogue/common/demo';
import { ComponentPage } from './component-page';
import { BasicModal } from './modals/basic-modal';
import basicSource from './modals/basic-modal.tsx?raw';
import { CenteredScrollableModal } from './modals/centered-scrollable-modal';
import centeredSource from './modals/centered-scrollable-modal.tsx?raw';
import { FormModal } from './modals/form-modal';
import formSource from './modals/form-modal.tsx?raw';
import { ModalSizes } from './modals/modal-sizes';
import sizesSource from './modals/modal-sizes.tsx?raw';
import { StaticBackdropModal } from './modals/static-backdrop-modal';
import staticSource from './modals/static-backdrop-modal.tsx?raw';

export default function ModalsPage() {
  const { t } = useTranslation();
  return (
    <ComponentPage
      title={t('menu.modals')}
      intro="Dialogs over the page. The focus moves into the dialog, stays there while it is open, and returns to its opener when it closes."
      docs="https://react-bootstrap.github.io/docs/components/modal"
    >
      <Demo id="basic" title="Basic" source={basicSource}>
        <BasicModal />
      </Demo>
      <Demo id="sizes" title="Sizes and full screen" source={sizesSource}>
        <ModalSizes />
      </Demo>
      <Demo id="centered" title="Centred and scrolling" source={centeredSource}>
        <CenteredScrollableModal />
      </Demo>
      <Demo id="static" title="Static backdrop" source={staticSource}>
        <StaticBackdropModal />
      </Demo>
      <Demo id="form" title="With a form" source={formSource}>
        <FormModal />
      </Demo>
    </ComponentPage>
  );
}
