import { useIntl } from 'react-intl';
import { defineMessages } from '../i18n/defineMessages';
import * as Tabs from '@radix-ui/react-tabs';
import { Navigate, useNavigate } from 'react-router';
import { useViewer } from '../auth/AuthProvider';
import { AccountsTab } from '../components/admin/AccountsTab';
import { AppealsTab } from '../components/admin/AppealsTab';
import { AuditTab } from '../components/admin/AuditTab';
import { AdminChatTab } from '../components/admin/AdminChatTab';
import { InsightsTab } from '../components/admin/InsightsTab';
import { IpsTab } from '../components/admin/IpsTab';
import { PostsTab } from '../components/admin/PostsTab';
import { ReportsTab } from '../components/admin/ReportsTab';
import { AppLayout } from '../components/AppLayout';
import '../styles/admin.css';

const messages = defineMessages({
  chat: { id: 'admin.chat', defaultMessage: 'Chat' },
  reports: { id: 'admin.reports', defaultMessage: 'Reports' },
  accounts: { id: 'admin.accounts', defaultMessage: 'Accounts' },
  appeals: { id: 'admin.appeals', defaultMessage: 'Appeals' },
  posts: { id: 'admin.posts', defaultMessage: 'Posts' },
  ips: { id: 'admin.ips', defaultMessage: 'IPs' },
  audit: { id: 'admin.audit', defaultMessage: 'Audit' },
  insights: { id: 'admin.insights', defaultMessage: 'Insights' },
  title: { id: 'admin.title', defaultMessage: 'Admin' },
  backToApp: { id: 'admin.backToApp', defaultMessage: 'Back to App' },
  label: { id: 'admin.label', defaultMessage: 'Administration' },
});

const TABS = ['chat', 'reports', 'accounts', 'appeals', 'posts', 'ips', 'audit', 'insights'] as const;

/** The administrators' page; anyone else is sent home (the server refuses them anyway). */
export function AdminPage() {
  const { formatMessage: t } = useIntl();
  const user = useViewer();
  const navigate = useNavigate();
  if (!user?.isAdmin) return <Navigate to="/" replace />;
  return (
    <AppLayout header={false}>
      <div className="page admin-page">
        <header className="page-header admin-page__header">
          <h1 className="page-header__title">{t(messages.title)}</h1>
          <button type="button" className="button button--secondary admin-page__back" onClick={() => navigate('/')}>
            {t(messages.backToApp)}
          </button>
        </header>
        <Tabs.Root defaultValue="chat" className="admin-tabs">
          <Tabs.List className="admin-tabs__list" aria-label={t(messages.label)}>
            {TABS.map((value) => (
              <Tabs.Trigger key={value} value={value} className="admin-tabs__trigger">
                {t(messages[value])}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <Tabs.Content value="chat">
            <AdminChatTab />
          </Tabs.Content>
          <Tabs.Content value="reports">
            <ReportsTab />
          </Tabs.Content>
          <Tabs.Content value="accounts">
            <AccountsTab />
          </Tabs.Content>
          <Tabs.Content value="appeals">
            <AppealsTab />
          </Tabs.Content>
          <Tabs.Content value="posts">
            <PostsTab />
          </Tabs.Content>
          <Tabs.Content value="ips">
            <IpsTab />
          </Tabs.Content>
          <Tabs.Content value="audit">
            <AuditTab />
          </Tabs.Content>
          <Tabs.Content value="insights">
            <InsightsTab />
          </Tabs.Content>
        </Tabs.Root>
      </div>
    </AppLayout>
  );
}
