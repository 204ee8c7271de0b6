import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { graphql } from '../gql';
import { useAuth } from './AuthProvider';

export const LogOutMutation = graphql(`
  mutation LogOut {
    logOut
  }
`);

/** Ends the session on the server, then forgets it here (even when the server can't be reached). */
export function useLogOut(): () => Promise<void> {
  const navigate = useNavigate();
  const { signOut } = useAuth();
  const [logOut] = useMutation(LogOutMutation);
  return useCallback(async () => {
    try {
      await logOut();
    } catch {
      // signed out on this device all the same
    }
    await signOut();
    navigate('/login', { replace: true });
  }, [logOut, navigate, signOut]);
}
