import type { Projector } from '../projector';
import { collections, type TwoFactorDoc } from '../readModels';

/**
 * Who has two-factor sign-in on (asked at every sign-in) and how many recovery codes they have
 * left, never their secret: that stays sealed in the stream. `revision` is the stream's, so an
 * event delivered again (after a restart) takes no second code off.
 */
export const twoFactorProjector: Projector = {
  name: 'twoFactor',
  writes: [collections.twoFactor],
  handles: ['TwoFactorEnabled', 'TwoFactorDisabled', 'TwoFactorPassed', 'AccountDeleted'],
  async setup() {},
  async apply(event, stored, store) {
    const twoFactor = store.collection<TwoFactorDoc>(collections.twoFactor);
    switch (event.type) {
      case 'TwoFactorEnabled': {
        const { userId, at, recoveryCodeHashes } = event.data;
        const $set = { enabledAt: at, recoveryCodesLeft: recoveryCodeHashes.length, revision: stored.revision };
        await twoFactor.updateOne({ _id: userId }, { $set }, { upsert: true });
        return [];
      }
      case 'TwoFactorPassed': {
        const { userId, recoveryCodeHash } = event.data;
        const current = await twoFactor.findOne({ _id: userId });
        if (!current || recoveryCodeHash === null || current.revision >= stored.revision) return [];
        await twoFactor.updateOne({ _id: userId }, { $set: { recoveryCodesLeft: current.recoveryCodesLeft - 1, revision: stored.revision } });
        return [];
      }
      case 'TwoFactorDisabled':
      case 'AccountDeleted':
        await twoFactor.deleteOne({ _id: event.data.userId });
        return [];
      default:
        return [];
    }
  },
};
