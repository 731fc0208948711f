import type { ToastInput } from '../../../ui/toast/toastStore';

/** Toast texts of the System Settings tab. */
export const settingsToasts = {
  updated: (label: string): ToastInput => ({
    title: 'Setting updated',
    description: `${label} was saved.`,
    variant: 'success',
  }),
  updateFailed: (message: string | undefined): ToastInput => ({
    title: 'Update failed',
    description: message,
    variant: 'destructive',
  }),
  created: (key: string): ToastInput => ({
    title: 'Setting created',
    description: `${key} was added.`,
    variant: 'success',
  }),
  creationFailed: (message: string | undefined): ToastInput => ({
    title: 'Creation failed',
    description: message,
    variant: 'destructive',
  }),
  deleted: (key: string): ToastInput => ({
    title: 'Setting deleted',
    description: `${key} was deleted.`,
    variant: 'success',
  }),
  deletionFailed: (message: string | undefined): ToastInput => ({
    title: 'Deletion failed',
    description: message || 'Failed to delete setting',
    variant: 'destructive',
  }),
};
