import { useTranslation } from 'react-i18next';
import { Demo } from '@/catalogue/common/demo';
import { ComponentPage } from './component-page';
import { AlertsWithHeading } from './alerts/alerts-with-heading';
import headingSource from './alerts/alerts-with-heading.tsx?raw';
import { AlertsWithIcons } from './alerts/alerts-with-icons';
import iconsSource from './alerts/alerts-with-icons.tsx?raw';
import { BasicAlerts } from './alerts/basic-alerts';
import basicSource from './alerts/basic-alerts.tsx?raw';
import { ControlledAlert } from './alerts/controlled-alert';
import controlledSource from './alerts/controlled-alert.tsx?raw';
import { DismissibleAlerts } from './alerts/dismissible-alerts';
import dismissibleSource from './alerts/dismissible-alerts.tsx?raw';

export default function AlertsPage() {
  const { t } = useTranslation();
  return (
    <ComponentPage
      title={t('menu.alerts')}
      intro="Short, prominent messages about what just happened or what the reader should know."
      docs="https://react-bootstrap.github.io/docs/components/alerts"
    >
      <Demo id="basic" title="Colours" source={basicSource}>
        <BasicAlerts />
      </Demo>
      <Demo id="heading" title="With a heading" source={headingSource}>
        <AlertsWithHeading />
      </Demo>
      <Demo id="icons" title="With icons" source={iconsSource}>
        <AlertsWithIcons />
      </Demo>
      <Demo id="dismissible" title="Dismissible" source={dismissibleSource}>
        <DismissibleAlerts />
      </Demo>
      <Demo id="controlled" title="Shown by state, with a fade" source={controlledSource}>
        <ControlledAlert />
      </Demo>
    </ComponentPage>
  );
}
