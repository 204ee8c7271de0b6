import type { ApolloCache } from '@apollo/client';
import { StoriesQuery } from './storyOperations';

/** Takes a story out of the cached row, and a person's circle with it once they have none left. */
export function removeStory(cache: ApolloCache, id: string): void {
  cache.updateQuery({ query: StoriesQuery }, (data) => {
    if (!data?.stories.some((group) => group.stories.some((story) => story.id === id))) return undefined;
    const stories = data.stories
      .map((group) => ({ ...group, stories: group.stories.filter((story) => story.id !== id) }))
      .filter((group) => group.stories.length > 0);
    return { ...data, stories };
  });
}
