import { graphql } from '../gql';

/** A signed-in (or banned) session's appeal of its timeout or ban. */
export const FileAppealMutation = graphql(`
  mutation FileAppeal($input: FileAppealInput!) {
    fileAppeal(input: $input) {
      id
      status
    }
  }
`);
