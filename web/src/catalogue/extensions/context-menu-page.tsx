import 'react-contexify/ReactContexify.css';
import { useTranslation } from 'react-i18next';
import { Demo } from '@/catalogue/common/demo';
import { DemoPage } from '@/catalogue/common/demo-page';
import { ProjectContextMenu } from './context-menu/project-context-menu';
import source from './context-menu/project-context-menu.tsx?raw';
import './context-menu/context-menu.scss';

export default function ContextMenuPage() {
  const { t } = useTranslation();
  return (
    <DemoPage
      title={t('menu.contextMenu')}
      intro="A context menu with react-contexify: items, a submenu, a separator and a disabled item, opened by a right click or from the keyboard (Menu key or Shift+F10), navigated with the arrow keys."
      library={{ name: 'react-contexify', href: 'https://fkhadra.github.io/react-contexify/' }}
    >
      <Demo id="menu" title="Right click and keyboard" source={source}>
        <ProjectContextMenu />
      </Demo>
    </DemoPage>
  );
}
