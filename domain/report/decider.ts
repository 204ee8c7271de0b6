import { DomainError, type Decider } from '../decider';
import type { EventOf } from '../events';
import { characterCount } from '../text';
import { userText } from '../userText';

export type ReportStatus = 'pending' | 'reviewed' | 'resolved';
export const REPORT_STATUSES: readonly ReportStatus[] = ['pending', 'reviewed', 'resolved'];
export const REPORT_TEXT_MAX = 2000;

export type ReportTargetType = 'post' | 'comment' | 'message' | 'story';

/**
 * The content a report names, as the service found it when it was reported: its author, and its
 * snapshot (the text and media it showed then), which the report keeps whatever becomes of it.
 */
export type ReportTarget = {
  type: ReportTargetType;
  id: string;
  /** The post a comment is under, the conversation a message is in. */
  parentId: string | null;
  authorId: string;
  text: string | null;
  mediaUrl: string | null;
};

export type ReportCommand =
  | {
      type: 'SubmitReport';
      reportId: string;
      userId: string;
      reportedUserId: string | null;
      text: string;
      imageUrl: string | null;
      target: ReportTarget | null;
      at: string;
    }
  | { type: 'ChangeReportStatus'; reportId: string; status: ReportStatus; by: string; at: string };

export type ReportEvent = EventOf<'ReportSubmitted' | 'ReportStatusChanged'>;
export type ReportState = { submitted: false } | { submitted: true; status: ReportStatus };

export const reportStream = (reportId: string) => `report-${reportId}`;

// pending -> reviewed | resolved, reviewed -> resolved; resolved is final.
const allowed: Record<ReportStatus, readonly ReportStatus[]> = { pending: ['reviewed', 'resolved'], reviewed: ['resolved'], resolved: [] };

export const reportDecider: Decider<ReportCommand, ReportEvent, ReportState> = {
  eventTypes: { ReportSubmitted: true, ReportStatusChanged: true },
  initialState: () => ({ submitted: false }),
  evolve(state, event) {
    if (event.type === 'ReportSubmitted') return { submitted: true, status: 'pending' };
    return state.submitted ? { submitted: true, status: event.data.to } : state;
  },
  decide(command, state) {
    if (command.type === 'SubmitReport') {
      if (state.submitted) throw new DomainError('conflict', 'This report already exists.');
      const text = userText(command.text, 'lines', 'The description', 'text');
      if (!text) throw new DomainError('invalid', 'Please enter a description of the issue.', 'text');
      if (characterCount(text) > REPORT_TEXT_MAX) throw new DomainError('invalid', `The description must be at most ${REPORT_TEXT_MAX} characters.`, 'text');
      if (command.reportedUserId === command.userId) throw new DomainError('invalid', 'You cannot report yourself.', 'reportedUserId');
      const { reportId, userId, reportedUserId, imageUrl, target, at } = command;
      return [
        {
          type: 'ReportSubmitted',
          data: {
            reportId,
            userId,
            reportedUserId,
            text,
            imageUrl,
            at,
            targetType: target?.type ?? null,
            targetId: target?.id ?? null,
            targetParentId: target?.parentId ?? null,
            contentAuthorId: target?.authorId ?? null,
            contentText: target?.text ?? null,
            contentMediaUrl: target?.mediaUrl ?? null,
          },
        },
      ];
    }
    if (!state.submitted) throw new DomainError('not_found', 'Report not found');
    if (state.status === 'resolved') throw new DomainError('conflict', 'This report is resolved; its status can no longer change.');
    if (!allowed[state.status].includes(command.status)) throw new DomainError('conflict', `A ${state.status} report cannot be marked ${command.status}.`);
    const { reportId, by, at } = command;
    return [{ type: 'ReportStatusChanged', data: { reportId, from: state.status, to: command.status, by, at } }];
  },
};
