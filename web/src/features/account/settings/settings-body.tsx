import { useState } from 'react';
import { Bell, KeyRound, Link2, UserRound } from 'lucide-react';
import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useGetAuthConfigQuery } from '../api/account-api';
import { AccountGate, DemoNote } from '../components/account-gate';
import { useAccountView } from '../use-account-view';
import { ConnectionsTab } from './connections-tab';
import { GeneralTab } from './general-tab';
import { NotificationsTab } from './notifications-tab';
import { PasswordTab } from './password-tab';

const TABS = ['general', 'password', 'notifications', 'connections'] as const;
type TabKey = (typeof TABS)[number];
const isTab = (v: unknown): v is TabKey => TABS.includes(v as TabKey);

const ICONS = { general: UserRound, password: KeyRound, notifications: Bell, connections: Link2 };

/** The settings of whoever is signed in (its own chunk: a visitor never loads it). */
export default function SettingsBody() {
  const { t } = useTranslation('account');
  const view = useAccountView();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const [tab, setTab] = useState<TabKey>(isTab(requested) ? requested : 'general');
  const isStaff = view.state === 'ready' && view.account.kind === 'staff';
  const config = useGetAuthConfigQuery(undefined, { skip: !isStaff });

  const select = (key: string | null) => {
    const next = isTab(key) ? key : 'general';
    setTab(next);
    setParams(next === 'general' ? {} : { tab: next }, { replace: true });
  };

  return (
    <AccountGate view={view}>
      {({ account, save }) => (
        <>
          {account.kind === 'demo' ? <DemoNote /> : null}
          <div className="card">
            <div className="card-body">
              <Tabs
                id="account-settings-tabs"
                activeKey={tab}
                onSelect={select}
                className="mb-3"
                aria-label={t('settings.tabs')}
                mountOnEnter
              >
                {TABS.map((key) => {
                  const Icon = ICONS[key];
                  return (
                    <Tab
                      key={key}
                      eventKey={key}
                      title={
                        <span className="d-inline-flex align-items-center gap-1">
                          <Icon size={16} aria-hidden="true" />
                          {t(`settings.tab.${key}`)}
                        </span>
                      }
                    >
                      {key === 'general' ? <GeneralTab account={account} save={save} /> : null}
                      {key === 'password' ? <PasswordTab account={account} /> : null}
                      {key === 'notifications' ? (
                        <NotificationsTab account={account} save={save} />
                      ) : null}
                      {key === 'connections' ? (
                        <ConnectionsTab
                          account={account}
                          authority={config.data?.authority ?? null}
                        />
                      ) : null}
                    </Tab>
                  );
                })}
              </Tabs>
            </div>
          </div>
        </>
      )}
    </AccountGate>
  );
}
