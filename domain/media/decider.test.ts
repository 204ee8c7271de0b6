import { describe, it } from 'vitest';
import { deciderSpecification } from '../deciderSpecification';
import { mediaDecider, NOT_YOUR_UPLOAD } from './decider';

const spec = deciderSpecification(mediaDecider);
const uploadedAt = '2026-06-15T12:00:00.000Z';
const uploaded = {
  type: 'MediaUploaded' as const,
  data: { mediaId: 'm.jpg', userId: 'ann', mediaType: 'image' as const, width: 1080, height: 1350, at: uploadedAt },
};
const attach = { type: 'AttachMedia' as const, mediaId: 'm.jpg', userId: 'ann', usedAs: 'post' as const, targetId: 'p1', at: '2026-06-15T12:05:00.000Z' };
const attached = { type: 'MediaAttached' as const, data: { mediaId: 'm.jpg', userId: 'ann', usedAs: 'post' as const, targetId: 'p1', at: attach.at } };

describe('media decider', () => {
  it('records an upload as its uploader’s', () =>
    spec
      .given([])
      .when({ type: 'RecordUpload', mediaId: 'm.jpg', userId: 'ann', mediaType: 'image', width: 1080, height: 1350, at: uploadedAt })
      .thenEmits([uploaded]));
  it('lets the uploader use the file soon after', () => spec.given([uploaded]).when(attach).thenEmits([attached]));
  it('refuses someone else’s file', () =>
    spec
      .given([uploaded])
      .when({ ...attach, userId: 'bob' })
      .thenRefuses(NOT_YOUR_UPLOAD));
  it('refuses a file nobody uploaded', () => spec.given([]).when(attach).thenRefuses(NOT_YOUR_UPLOAD));
  it('refuses a second use, even by the uploader', () =>
    spec
      .given([uploaded, attached])
      .when({ ...attach, usedAs: 'avatar', targetId: 'ann' })
      .thenRefuses(NOT_YOUR_UPLOAD));
  it('takes the same use again as done (a retried request)', () => spec.given([uploaded, attached]).when(attach).thenEmits([]));
  it('refuses a file uploaded more than an hour before', () =>
    spec
      .given([uploaded])
      .when({ ...attach, at: '2026-06-15T13:00:01.000Z' })
      .thenRefuses(NOT_YOUR_UPLOAD));
  it('gives a use back when what it was for was refused, so the file can be used again', () => {
    const released = { type: 'MediaReleased' as const, data: { mediaId: 'm.jpg', userId: 'ann', targetId: 'p1', at: attach.at } };
    spec.given([uploaded, attached]).when({ type: 'ReleaseMedia', mediaId: 'm.jpg', userId: 'ann', targetId: 'p1', at: attach.at }).thenEmits([released]);
    spec
      .given([uploaded, attached, released])
      .when({ ...attach, targetId: 'p2' })
      .thenEmits([{ ...attached, data: { ...attached.data, targetId: 'p2' } }]);
  });
  it('releases nothing for another use', () =>
    spec.given([uploaded, attached]).when({ type: 'ReleaseMedia', mediaId: 'm.jpg', userId: 'ann', targetId: 'p9', at: attach.at }).thenEmits([]));
  it('throws away an upload never used, and refuses to use it afterwards', () => {
    const discarded = { type: 'MediaDiscarded' as const, data: { mediaId: 'm.jpg', userId: 'ann', at: '2026-06-15T14:00:00.000Z' } };
    spec.given([uploaded]).when({ type: 'DiscardUpload', mediaId: 'm.jpg', at: discarded.data.at }).thenEmits([discarded]);
    spec.given([uploaded, discarded]).when(attach).thenRefuses(NOT_YOUR_UPLOAD);
  });
  it('never throws away a file in use', () =>
    spec.given([uploaded, attached]).when({ type: 'DiscardUpload', mediaId: 'm.jpg', at: '2026-06-15T14:00:00.000Z' }).thenEmits([]));
  it('refuses recording another person’s upload under the same id', () =>
    spec
      .given([uploaded])
      .when({ type: 'RecordUpload', mediaId: 'm.jpg', userId: 'bob', mediaType: 'image', width: 1080, height: 1350, at: uploadedAt })
      .thenRefuses('already recorded'));
});
