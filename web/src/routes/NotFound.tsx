import { useIntl } from 'react-intl';
import { defineMessages } from '../i18n/defineMessages';
import { Link } from 'react-router';
import { AppLayout } from '../components/AppLayout';
import { InstallPrompt } from '../components/InstallApp';

const messages = defineMessages({
  title: { id: 'notFound.title', defaultMessage: 'Page Not Found' },
  text: { id: 'notFound.text', defaultMessage: "The page you're looking for doesn't exist or has moved." },
  goHome: { id: 'notFound.goHome', defaultMessage: 'Go Home' },
});

export function NotFoundPage() {
  const { formatMessage: t } = useIntl();
  return (
    <AppLayout>
      <div className="not-found" data-testid="not-found">
        <p className="not-found__code" aria-hidden="true">
          404
        </p>
        <h1 className="not-found__title">{t(messages.title)}</h1>
        <p className="not-found__text">{t(messages.text)}</p>
        <Link to="/" className="button button--primary">
          {t(messages.goHome)}
        </Link>
      </div>
      <InstallPrompt />
    </AppLayout>
  );
}
