import type { BotInstruction } from '../../../../core/api/bot';
import { Switch } from '../../../ui/Switch';
import { toast } from '../../../ui/toast/toastStore';
import { useUpdateInstruction } from './botApi';
import { botToasts } from './botMessages';
import { Card, reason } from './botParts';

/** A directive's switch and priority. */
export function DirectiveRow({ instruction }: { instruction: BotInstruction }) {
  const update = useUpdateInstruction();
  const toggle = (isActive: boolean) =>
    update.mutate(
      { id: instruction.id, isActive },
      { onError: (error) => toast(botToasts.updateFailed(reason(error))) },
    );
  return (
    <Card>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0">
          <p className="font-medium break-words text-ink">{instruction.directive}</p>
          <p className="text-sm text-muted">Priority {instruction.priority}</p>
        </div>
        <Switch
          label={instruction.isActive ? 'Active' : 'Inactive'}
          checked={instruction.isActive}
          onCheckedChange={toggle}
          disabled={update.isPending}
        />
      </div>
    </Card>
  );
}
