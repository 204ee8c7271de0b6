import { useMutation } from '@apollo/client/react';
import { graphql } from '../gql';
import { useToast } from './Toaster';

const BanPostMutation = graphql(`
  mutation BanPostFromCard($id: ID!, $reason: String) {
    banPost(id: $id, reason: $reason) {
      id
    }
  }
`);

const BanAuthorMutation = graphql(`
  mutation BanAuthorFromCard($userId: ID!, $reason: String) {
    moderateUser(input: { userId: $userId, action: ban, reason: $reason }) {
      id
      banned
    }
  }
`);

export const BAN_REASON = 'Banned by administrator';
export const USER_BANNED = 'User banned successfully!';
export const USER_BAN_FAILED = 'Failed to ban user. Admin privileges required.';

/** What an administrator can do from a post card: ban the post, or ban its (non-admin) author. Each resolves true on success. */
export function useAdminPostActions() {
  const toast = useToast();
  const [banPostMutation, banningPost] = useMutation(BanPostMutation, { refetchQueries: ['BannedPostsTab'] });
  const [banAuthorMutation, banningAuthor] = useMutation(BanAuthorMutation);

  async function banPost(id: string): Promise<boolean> {
    try {
      await banPostMutation({ variables: { id, reason: BAN_REASON } });
      toast({ title: 'Post banned.', description: 'Only administrators can see it now.' });
      return true;
    } catch {
      toast({ title: 'Failed to ban post.', variant: 'destructive' });
      return false;
    }
  }

  /** A permanent ban: the sheet asks for confirmation and a reason first (BanConfirmDialog). */
  async function banAuthor(userId: string, reason = BAN_REASON): Promise<boolean> {
    try {
      await banAuthorMutation({ variables: { userId, reason } });
      toast({ title: USER_BANNED });
      return true;
    } catch {
      toast({ title: USER_BAN_FAILED, variant: 'destructive' });
      return false;
    }
  }

  return { banPost, banAuthor, busy: banningPost.loading || banningAuthor.loading };
}
