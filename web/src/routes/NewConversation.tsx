import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { useMutation } from '@apollo/client/react';
import { AppLayout } from '../components/AppLayout';
import { Spinner } from '../components/Loading';
import { useToast } from '../components/Toaster';
import { START_FAILED, StartConversationMutation } from '../conversations/useOpenConversation';
import { defineMessages } from '../i18n/defineMessages';

const messages = defineMessages({
  opening: { id: 'newConversation.opening', defaultMessage: 'Opening conversation...' },
});

/** `/messages/new?userId=`: the profile's Message button; replaced by the conversation itself. */
export function NewConversationPage() {
  const { formatMessage: t } = useIntl();
  const [params] = useSearchParams();
  const userId = params.get('userId');
  const navigate = useNavigate();
  const toast = useToast();
  const [start] = useMutation(StartConversationMutation);
  const started = useRef(false);

  useEffect(() => {
    if (!userId || started.current) return;
    started.current = true;
    start({ variables: { userId } })
      .then(({ data }) => {
        if (!data) throw new Error(t(START_FAILED));
        navigate(`/messages/${data.startConversation.id}`, { replace: true });
      })
      .catch(() => {
        toast({ title: t(START_FAILED), variant: 'destructive' });
        navigate('/messages', { replace: true });
      });
  }, [navigate, start, toast, userId, t]);

  if (!userId) return <Navigate to="/messages" replace />;
  return (
    <AppLayout>
      <div className="fullscreen-center">
        <Spinner label={t(messages.opening)} />
      </div>
    </AppLayout>
  );
}
