import { useTranslation } from 'react-i18next';
import { Demo } from '@/catalogue/common/demo';
import { DemoPage } from '@/catalogue/common/demo-page';
import { FileDrop } from './file-uploader/file-drop';
import source from './file-uploader/file-drop.tsx?raw';
import './file-uploader/file-uploader.scss';

export default function FileUploaderPage() {
  const { t } = useTranslation();
  return (
    <DemoPage
      title={t('menu.fileUploader')}
      intro="Drag and drop or choose files with react-dropzone: previews for images, limits on type, size and count, and a clear reason for every file refused. Nothing leaves the browser in this demo."
      library={{
        name: 'react-dropzone',
        href: 'https://react-dropzone.js.org/',
        note: 'react-dropzone stands in for Uppy and Dropzone.js.',
      }}
    >
      <Demo id="drop" title="Drop zone with previews and limits" source={source}>
        <FileDrop />
      </Demo>
    </DemoPage>
  );
}
