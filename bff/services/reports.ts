import { randomUUID } from 'node:crypto';
import { DomainError } from '../../domain/decider';
import { invalidInput } from '../../domain/errors';
import { REPORT_STATUSES, reportDecider, reportStream, type ReportStatus } from '../../domain/report/decider';
import type { ReportQueries } from '../../projections/queries/reportQueries';
import type { UserQueries } from '../../projections/queries/userQueries';
import { textField } from '../textField';
import type { CommandBus } from './commandBus';
import type { MediaRef, MediaService } from './media';
import { commandContext, type RequestContext } from './requestContext';

/** `image`: a screenshot the reporter uploaded (media.use), or none. */
export type NewReport = { text: unknown; image: MediaRef | null; reportedUserId: unknown };

/**
 * Reports: anyone signed in submits one, an administrator moves it through its statuses. Callers
 * have checked that the acting user is an administrator (adminAccess) where one is needed.
 */
export function reportService(execute: CommandBus, reports: ReportQueries, users: UserQueries, media: MediaService) {
  async function reportCommand(userId: string, input: Omit<NewReport, 'image'>, imageUrl: string | null, now: Date, reportId = randomUUID()) {
    const reportedUserId = textField(input.reportedUserId, 'reportedUserId') || null;
    if (reportedUserId && !(await users.byId(reportedUserId))) throw new DomainError('not_found', 'The reported user was not found.');
    return { type: 'SubmitReport' as const, reportId, userId, reportedUserId, text: textField(input.text, 'text'), imageUrl, at: now.toISOString() };
  }

  return {
    /** Every report, newest first (for administrators). */
    list: reports.list,
    byId: reports.byId,

    async submit(userId: string, input: NewReport, request: RequestContext): Promise<string> {
      const reportId = randomUUID();
      const submit = async (imageUrl: string | null) => {
        await execute(reportStream(reportId), reportDecider, await reportCommand(userId, input, imageUrl, request.now, reportId), commandContext(request));
        return reportId;
      };
      if (!input.image) return submit(null);
      const use = { usedAs: 'report' as const, targetId: reportId, command: 'SubmitReport', photosOnly: 'Please choose an image file.' };
      return media.use(userId, input.image, use, request, (file) => submit(file.url));
    },

    /** Refuses a report that would be refused (text, reported user), before its screenshot is stored. */
    async check(userId: string, input: Omit<NewReport, 'image'>, request: RequestContext): Promise<void> {
      reportDecider.decide(await reportCommand(userId, input, null, request.now), reportDecider.initialState());
    },

    async setStatus(adminId: string, reportId: string, status: unknown, request: RequestContext): Promise<void> {
      if (!REPORT_STATUSES.includes(status as ReportStatus)) throw invalidInput('Status must be pending, reviewed or resolved.');
      const command = { type: 'ChangeReportStatus' as const, reportId, status: status as ReportStatus, by: adminId, at: request.now.toISOString() };
      await execute(reportStream(reportId), reportDecider, command, commandContext(request));
    },
  };
}

export type ReportService = ReturnType<typeof reportService>;
