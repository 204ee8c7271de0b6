import { useMutation, useQuery } from '@apollo/client/react';
import type { PushSettingsInput } from '../gql/graphql';
import { ChangePushSettingsMutation, PushSettingsQuery } from './pushOperations';

export type PushSettingName = keyof Required<PushSettingsInput>;

/** The person's push settings, and changing one: the switch moves at once and comes back if the server refuses. */
export function useChangePushSettings(skip: boolean) {
  const { data } = useQuery(PushSettingsQuery, { skip });
  const [change] = useMutation(ChangePushSettingsMutation);
  const settings = data?.pushSettings ?? null;
  return {
    settings,
    async set(name: PushSettingName, value: boolean): Promise<void> {
      if (!settings) return;
      const result = await change({
        variables: { input: { [name]: value } },
        optimisticResponse: { changePushSettings: { ...settings, [name]: value } },
        update: (cache, { data: answer }) => {
          if (answer) cache.writeQuery({ query: PushSettingsQuery, data: { pushSettings: answer.changePushSettings } });
        },
      });
      if (result.error) throw result.error;
    },
  };
}
