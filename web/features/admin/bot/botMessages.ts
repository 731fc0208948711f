import type { ToastInput } from '../../../ui/toast/toastStore';

/** The bot panels' texts. */
export const BOT_TEXTS = {
  loadInstructions: 'Failed to load ADMIN BOT instructions',
  loadLogs: 'Failed to load ADMIN BOT logs',
  loadRepairs: 'Failed to load repair tasks',
  loadErrors: 'Failed to load error reports',
  noRepairs: 'No repair tasks detected. All systems functioning properly',
  noErrors: 'No error reports detected',
  noLogs: 'The bot has not run yet: its first check runs within one check interval, or press Run checks now.',
  noOwnDirectives: 'No instructions of your own yet.',
} as const;

const failed =
  (title: string) =>
  (message?: string): ToastInput => ({
    title,
    description: message ?? 'Please try again.',
    variant: 'destructive',
  });

export const botToasts = {
  addFailed: failed('Failed to add instruction'),
  updateFailed: failed('Failed to update instruction'),
  repairFailed: failed('Failed to update repair'),
  errorFailed: failed('Failed to update error report'),
  runFailed: failed('Failed to run the checks'),
  added: (): ToastInput => ({ title: 'Instruction added', variant: 'success' }),
  repairDone: (): ToastInput => ({ title: 'Repair marked as completed', variant: 'success' }),
  errorResolved: (): ToastInput => ({ title: 'Error report resolved', variant: 'success' }),
  ran: (findings: number): ToastInput => ({
    title: 'Checks finished',
    description: findings
      ? `${findings} problem${findings === 1 ? '' : 's'} found: see Live Repairs.`
      : 'No problems found.',
    variant: 'success',
  }),
};
