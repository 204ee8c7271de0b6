import { graphql } from '../gql';

export const PushPublicKeyQuery = graphql(`
  query PushPublicKey {
    pushPublicKey
  }
`);

export const SubscribeToPushMutation = graphql(`
  mutation SubscribeToPush($input: PushSubscriptionInput!) {
    subscribeToPush(input: $input)
  }
`);

export const UnsubscribeFromPushMutation = graphql(`
  mutation UnsubscribeFromPush($endpoint: String!) {
    unsubscribeFromPush(endpoint: $endpoint)
  }
`);

export const PushSettingsQuery = graphql(`
  query PushSettings {
    pushSettings {
      likes
      comments
      follows
      mentions
      messages
    }
  }
`);

export const ChangePushSettingsMutation = graphql(`
  mutation ChangePushSettings($input: PushSettingsInput!) {
    changePushSettings(input: $input) {
      likes
      comments
      follows
      mentions
      messages
    }
  }
`);
