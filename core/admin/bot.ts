/** The ADMIN BOT's statuses and log words, shared by the server and the web app (issue 17). */
export const BOT_LOG_STATUSES = ['success', 'warning', 'error', 'info'] as const;
export const REPAIR_STATUSES = ['pending', 'in_progress', 'completed', 'failed'] as const;
export const ERROR_REPORT_STATUSES = ['pending', 'in_progress', 'resolved'] as const;

/** The action of the log entry written when the bot starts again after being stopped or paused. */
export const BOT_RESUMPTION = 'BOT RESUMPTION';
/** The back-on-mission phrase of that entry's details, which the panel's banner looks for. */
export const BACK_ON_MISSION = 'Back on mission';
