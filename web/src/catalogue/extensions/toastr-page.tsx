import { useState } from 'react';
import { Form } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { ToastContainer } from 'react-toastify';
import { Demo } from '@/catalogue/common/demo';
import { DemoPage } from '@/catalogue/common/demo-page';
import { useDocumentMode } from './common/use-document-mode';
import { ToastPositions, ToastProgress, ToastStacking, ToastTypes } from './toastr/toast-demos';
import source from './toastr/toast-demos.tsx?raw';

export default function ToastrPage() {
  const { t } = useTranslation();
  const { dark, rtl } = useDocumentMode();
  const [stacked, setStacked] = useState(true);
  return (
    <DemoPage
      title={t('menu.toastr')}
      intro="Notifications with react-toastify: kinds, positions, progress, and stacking. The container reads the page's colour mode and direction; toasts pause while hovered or while the window is out of focus, and screen readers hear them (role alert or status)."
      library={{
        name: 'react-toastify',
        href: 'https://fkhadra.github.io/react-toastify/introduction',
        note: 'react-toastify stands in for the jQuery toastr plugin.',
      }}
    >
      <ToastContainer
        position={rtl ? 'top-left' : 'top-right'}
        rtl={rtl}
        theme={dark ? 'dark' : 'light'}
        stacked={stacked}
        newestOnTop
        limit={8}
      />
      <Demo id="types" title="Types" source={source}>
        <ToastTypes />
      </Demo>
      <Demo id="positions" title="Positions" source={source}>
        <ToastPositions />
      </Demo>
      <Demo id="progress" title="Progress" source={source}>
        <ToastProgress />
      </Demo>
      <Demo id="stacking" title="Stacking" source={source}>
        <Form.Check
          id="toast-stacked"
          type="switch"
          className="mb-2"
          label="Stack toasts (hover the stack to expand it)"
          checked={stacked}
          onChange={(e) => setStacked(e.target.checked)}
        />
        <ToastStacking />
      </Demo>
    </DemoPage>
  );
}
