import { collections, type TwoFactorDoc } from '../readModels';
import type { ReadStore } from '../readStore';

export type TwoFactorStatus = { enabled: boolean; recoveryCodesLeft: number | null };

export function twoFactorQueries(store: ReadStore) {
  const twoFactor = store.collection<TwoFactorDoc>(collections.twoFactor);
  return {
    async status(userId: string): Promise<TwoFactorStatus> {
      const doc = await twoFactor.findOne({ _id: userId });
      return doc ? { enabled: true, recoveryCodesLeft: doc.recoveryCodesLeft } : { enabled: false, recoveryCodesLeft: null };
    },
  };
}

export type TwoFactorQueries = ReturnType<typeof twoFactorQueries>;
