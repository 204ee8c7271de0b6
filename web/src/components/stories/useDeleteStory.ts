import { useMutation } from '@apollo/client/react';
import { removeStory } from './removeStory';
import { DeleteStoryMutation } from './storyOperations';

/** Deletes one of the viewer's own stories; it leaves the row at once. */
export function useDeleteStory() {
  const [remove] = useMutation(DeleteStoryMutation);
  return async (id: string): Promise<void> => {
    await remove({ variables: { id }, update: (cache) => removeStory(cache, id) });
  };
}
