import { useMutation } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { defineMessages } from '../../i18n/defineMessages';
import { uploadMedia } from '../../lib/media';
import { storyFileProblem } from './storyFile';
import { PublishStoryMutation, StoriesQuery } from './storyOperations';

const messages = defineMessages({
  failed: { id: 'publishStory.failed', defaultMessage: 'Story upload failed' },
});

/** Uploads a photo or a video and publishes it as a story; the stories row is fetched again afterwards. */
export function usePublishStory() {
  const { formatMessage: t } = useIntl();
  const [publish] = useMutation(PublishStoryMutation, { refetchQueries: [StoriesQuery], awaitRefetchQueries: true });
  return async (file: File): Promise<void> => {
    const problem = await storyFileProblem(file);
    if (problem) throw new Error(t(problem));
    const media = await uploadMedia(file, t(messages.failed));
    const result = await publish({ variables: { mediaId: media.id } });
    if (!result.data) throw result.error ?? new Error(t(messages.failed));
  };
}
