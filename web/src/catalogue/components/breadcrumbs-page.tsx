import { useTranslation } from 'react-i18next';
import { Demo } from '@/catalogue/common/demo';
import { ComponentPage } from './component-page';
import { BasicBreadcrumbs } from './breadcrumbs/basic-breadcrumbs';
import basicSource from './breadcrumbs/basic-breadcrumbs.tsx?raw';
import { BreadcrumbDividers } from './breadcrumbs/breadcrumb-dividers';
import dividersSource from './breadcrumbs/breadcrumb-dividers.tsx?raw';
import { BreadcrumbsWithIcons } from './breadcrumbs/breadcrumbs-with-icons';
import iconsSource from './breadcrumbs/breadcrumbs-with-icons.tsx?raw';

export default function BreadcrumbsPage() {
  const { t } = useTranslation();
  return (
    <ComponentPage
      title={t('menu.breadcrumbs')}
      intro="The trail from the home page to the current one, each step a link back."
      docs="https://react-bootstrap.github.io/docs/components/breadcrumb"
    >
      <Demo id="basic" title="Basic" source={basicSource}>
        <BasicBreadcrumbs />
      </Demo>
      <Demo id="dividers" title="Dividers" source={dividersSource}>
        <BreadcrumbDividers />
      </Demo>
      <Demo id="icons" title="With icons, on a bar" source={iconsSource}>
        <BreadcrumbsWithIcons />
      </Demo>
    </ComponentPage>
  );
}
