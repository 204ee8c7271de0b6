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

const TABS = [
  ['chat', 'Chat'],
  ['reports', 'Reports'],
  ['accounts', 'Accounts'],
  ['appeals', 'Appeals'],
  ['posts', 'Posts'],
  ['ips', 'IPs'],
  ['audit', 'Audit'],
  ['insights', 'Insights'],
] as const;

/** The administrators' page; anyone else is sent home (the server refuses them anyway). */
export function AdminPage() {
  const user = useViewer();
  const navigate = useNavigate();
  if (!user?.isAdmin) return <Navigate to="/" replace />;
  return (
    <AppLayout header={false}>
      <div className="page admin-page">
        <header className="page-header admin-page__header">
          <h1 className="page-header__title">Admin</h1>
          <button type="button" className="button button--secondary admin-page__back" onClick={() => navigate('/')}>
            Back to App
          </button>
        </header>
        <Tabs.Root defaultValue="chat" className="admin-tabs">
          <Tabs.List className="admin-tabs__list" aria-label="Administration">
            {TABS.map(([value, label]) => (
              <Tabs.Trigger key={value} value={value} className="admin-tabs__trigger">
                {label}
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
