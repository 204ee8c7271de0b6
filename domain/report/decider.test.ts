import { describe, it } from 'vitest';
import { deciderSpecification } from '../deciderSpecification';
import { reportDecider, type ReportEvent, type ReportStatus } from './decider';

const spec = deciderSpecification(reportDecider);
const at = '2026-11-22T14:00:00.000Z';
const submit = {
  type: 'SubmitReport' as const,
  reportId: 'r1',
  userId: 'u1',
  reportedUserId: 'u2',
  text: '  Spam in comments ',
  imageUrl: null,
  target: null,
  at,
};
const noTarget = { targetType: null, targetId: null, targetParentId: null, contentAuthorId: null, contentText: null, contentMediaUrl: null };
const submitted: ReportEvent = {
  type: 'ReportSubmitted',
  data: { reportId: 'r1', userId: 'u1', reportedUserId: 'u2', text: 'Spam in comments', imageUrl: null, at, ...noTarget },
};
const changed = (from: ReportStatus, to: ReportStatus): ReportEvent => ({ type: 'ReportStatusChanged', data: { reportId: 'r1', from, to, by: 'admin', at } });
const mark = (status: ReportStatus) => ({ type: 'ChangeReportStatus' as const, reportId: 'r1', status, by: 'admin', at });

describe('report decider', () => {
  it('submits a report with its text trimmed', () => spec.given([]).when(submit).thenEmits([submitted]));
  it('keeps a snapshot of the reported content, its author and where it is', () =>
    spec
      .given([])
      .when({ ...submit, target: { type: 'comment', id: 'c1', parentId: 'p1', authorId: 'u2', text: 'you are awful', mediaUrl: null } })
      .thenEmits([
        {
          type: 'ReportSubmitted',
          data: {
            ...submitted.data,
            ...{ targetType: 'comment', targetId: 'c1', targetParentId: 'p1', contentAuthorId: 'u2', contentText: 'you are awful', contentMediaUrl: null },
          },
        } as ReportEvent,
      ]));
  it("reports one's own content without naming oneself", () =>
    spec
      .given([])
      .when({ ...submit, reportedUserId: null, target: { type: 'post', id: 'p1', parentId: null, authorId: 'u1', text: 'caption', mediaUrl: '/media/a.jpg' } })
      .thenEmits([
        {
          type: 'ReportSubmitted',
          data: {
            ...submitted.data,
            reportedUserId: null,
            ...{ targetType: 'post', targetId: 'p1', targetParentId: null, contentAuthorId: 'u1', contentText: 'caption', contentMediaUrl: '/media/a.jpg' },
          },
        } as ReportEvent,
      ]));
  it('refuses a blank description, self-reports and a second submit', () => {
    spec
      .given([])
      .when({ ...submit, text: '   ' })
      .thenRefuses('Please enter a description of the issue.');
    spec
      .given([])
      .when({ ...submit, reportedUserId: 'u1' })
      .thenRefuses('You cannot report yourself.');
    spec.given([submitted]).when(submit).thenRefuses('This report already exists.');
  });
  it('moves pending to reviewed or resolved', () => {
    spec
      .given([submitted])
      .when(mark('reviewed'))
      .thenEmits([changed('pending', 'reviewed')]);
    spec
      .given([submitted])
      .when(mark('resolved'))
      .thenEmits([changed('pending', 'resolved')]);
  });
  it('moves reviewed to resolved', () =>
    spec
      .given([submitted, changed('pending', 'reviewed')])
      .when(mark('resolved'))
      .thenEmits([changed('reviewed', 'resolved')]));
  it('refuses illegal transitions', () => {
    spec.given([submitted]).when(mark('pending')).thenRefuses('A pending report cannot be marked pending.');
    spec
      .given([submitted, changed('pending', 'reviewed')])
      .when(mark('pending'))
      .thenRefuses('A reviewed report cannot be marked pending.');
    spec
      .given([submitted, changed('pending', 'reviewed')])
      .when(mark('reviewed'))
      .thenRefuses('A reviewed report cannot be marked reviewed.');
  });
  it('keeps a resolved report final', () => {
    for (const status of ['pending', 'reviewed', 'resolved'] as const)
      spec
        .given([submitted, changed('pending', 'resolved')])
        .when(mark(status))
        .thenRefuses('This report is resolved; its status can no longer change.');
  });
  it('refuses a status change on an unknown report', () => spec.given([]).when(mark('reviewed')).thenRefuses('Report not found'));
});
