import { useEffect, useRef } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { useMutation } from '@apollo/client/react';
import { AppLayout } from '../components/AppLayout';
import { Spinner } from '../components/Loading';
import { useToast } from '../components/Toaster';
import { START_ERROR, StartConversationMutation } from '../conversations/useOpenConversation';

/** `/messages/new?userId=`: the profile's Message button; replaced by the conversation itself. */
export function NewConversationPage() {
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
        if (!data) throw new Error(START_ERROR);
        navigate(`/messages/${data.startConversation.id}`, { replace: true });
      })
      .catch(() => {
        toast({ title: START_ERROR, variant: 'destructive' });
        navigate('/messages', { replace: true });
      });
  }, [navigate, start, toast, userId]);

  if (!userId) return <Navigate to="/messages" replace />;
  return (
    <AppLayout>
      <div className="fullscreen-center">
        <Spinner label="Opening conversation..." />
      </div>
    </AppLayout>
  );
}
