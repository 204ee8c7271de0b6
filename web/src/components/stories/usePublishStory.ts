import { useMutation } from '@apollo/client/react';
import { uploadMedia } from '../../lib/media';
import { storyFileProblem } from './storyFile';
import { PublishStoryMutation, StoriesQuery } from './storyOperations';

/** Uploads a photo or a video and publishes it as a story; the stories row is fetched again afterwards. */
export function usePublishStory() {
  const [publish] = useMutation(PublishStoryMutation, { refetchQueries: [StoriesQuery], awaitRefetchQueries: true });
  return async (file: File): Promise<void> => {
    const problem = await storyFileProblem(file);
    if (problem) throw new Error(problem);
    const media = await uploadMedia(file, 'Story upload failed');
    const result = await publish({ variables: { mediaId: media.id } });
    if (!result.data) throw result.error ?? new Error('Story upload failed');
  };
}
