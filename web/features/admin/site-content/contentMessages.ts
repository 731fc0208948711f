import type { ToastInput } from '../../../ui/toast/toastStore';

const capitalised = (noun: string) => noun.charAt(0).toUpperCase() + noun.slice(1);

/** Toast texts of the Advertisements, Content Boxes and Custom Pages tabs (decision 136, docs/features/site-content.md). */
export const contentToasts = {
  saved: (noun: string, title: string, created: boolean): ToastInput => ({
    title: `${capitalised(noun)} ${created ? 'created' : 'saved'}`,
    description: `"${title}" was ${created ? 'created' : 'saved'}.`,
    variant: 'success',
  }),
  saveFailed: (noun: string, message: string | undefined): ToastInput => ({
    title: `Failed to save ${noun}`,
    description: message,
    variant: 'destructive',
  }),
  switched: (noun: string, title: string, active: boolean, publishes: boolean): ToastInput => {
    const done = publishes ? (active ? 'published' : 'unpublished') : active ? 'activated' : 'deactivated';
    return {
      title: `${capitalised(noun)} ${done}`,
      description: `"${title}" is ${active ? 'now shown' : 'no longer shown'} on the public site.`,
      variant: 'success',
    };
  },
  switchFailed: (noun: string, message: string | undefined): ToastInput => ({
    title: `Failed to update ${noun}`,
    description: message,
    variant: 'destructive',
  }),
  deleted: (noun: string, title: string): ToastInput => ({
    title: `${capitalised(noun)} deleted`,
    description: `"${title}" was deleted.`,
    variant: 'success',
  }),
  deleteFailed: (noun: string, message: string | undefined): ToastInput => ({
    title: 'Deletion failed',
    description: message || `Failed to delete ${noun}`,
    variant: 'destructive',
  }),
};
