import { useTranslation } from 'react-i18next';
import { Demo } from '@/catalogue/common/demo';
import { DemoPage } from '@/catalogue/common/demo-page';
import { ProjectActions, RoleSwitch, VisiblePages } from './access-control/access-demos';
import source from './access-control/access-demos.tsx?raw';

export default function AccessControlPage() {
  const { t } = useTranslation();
  return (
    <DemoPage
      title={t('menu.accessControl')}
      intro="Permissions with CASL: rules with conditions decide what a role may do to each record, beside the app's own page rule (lib/ability.ts: a page lists no roles or the role). Switch the role and everything here, and the app's menus, follow at once."
      library={{ name: '@casl/ability', href: 'https://casl.js.org/v6/en/guide/intro' }}
    >
      <Demo id="role" title="Switch role live" source={source}>
        <RoleSwitch />
      </Demo>
      <Demo id="pages" title="What the role may see" source={source}>
        <VisiblePages />
      </Demo>
      <Demo id="actions" title="What the role may do" source={source}>
        <ProjectActions />
      </Demo>
    </DemoPage>
  );
}
