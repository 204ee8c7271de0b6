export const postUrl = (postId: string, origin = window.location.origin) => `${origin}/post/${postId}`;

/**
 * Shares a post with the Web Share API where there is one, else copies its link. Answers what
 * happened: 'shared' (or dismissed by the user), 'copied', or 'failed'.
 */
export async function sharePost(postId: string, title: string): Promise<'shared' | 'copied' | 'failed'> {
  const url = postUrl(postId);
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, url });
      return 'shared';
    } catch (error) {
      // The person closed the share sheet: nothing to report.
      if (error instanceof DOMException && error.name === 'AbortError') return 'shared';
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    return 'copied';
  } catch {
    return 'failed';
  }
}
