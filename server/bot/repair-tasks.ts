import type { BotRepository, BotRepairRow } from './bot.repository';
import type { Finding } from './check';

/** A problem of this run that may be worth an alert: its task and what the check found. */
export interface AlertItem {
  task: BotRepairRow;
  finding: Finding;
}

/**
 * Turns one check's findings into repair tasks: new, reopened, still there, repaired by the bot, or gone (a task
 * whose problem the check no longer finds is completed). Answers how many the bot repaired and what to alert.
 */
export async function recordFindings(
  repository: BotRepository,
  checkKey: string,
  priority: number,
  findings: Finding[],
): Promise<{ repaired: number; alert: AlertItem[] }> {
  const alert: AlertItem[] = [];
  let repaired = 0;
  const seen = new Set<string>();
  for (const finding of findings) {
    if (seen.has(finding.fingerprint)) continue;
    seen.add(finding.fingerprint);
    const now = new Date();
    const text = {
      elementType: finding.elementType,
      location: finding.location.slice(0, 500),
      issue: finding.issue.slice(0, 2_000),
      suggestedRemedy: finding.remedy.slice(0, 2_000),
      severity: finding.severity,
      priority,
    };
    let task = await repository.repairByFingerprint(finding.fingerprint);
    if (!task) {
      task = await repository.addRepair({
        fingerprint: finding.fingerprint,
        checkKey,
        status: 'pending',
        ...text,
      });
      await repository.addLog('PROBLEM FOUND', `${task.location}: ${task.issue}`, finding.severity);
      alert.push({ task, finding });
    } else if (task.status === 'completed') {
      task = (await repository.updateRepair(task.id, {
        ...text,
        status: 'pending',
        remedy: null,
        completedAt: null,
        occurrences: task.occurrences + 1,
        lastSeenAt: now,
      }))!;
      await repository.addLog(
        'PROBLEM RETURNED',
        `${task.location}: ${task.issue} (task #${task.id} reopened)`,
        finding.severity,
      );
      alert.push({ task, finding });
    } else if (task.status === 'in_progress' && task.remedy?.startsWith('Repaired by the bot')) {
      // The bot's own repair did not hold: leave it to the administrator.
      task = (await repository.updateRepair(task.id, { ...text, status: 'failed', lastSeenAt: now }))!;
      await repository.addLog(
        'REPAIR FAILED',
        `${task.location}: the problem is still there after the bot's repair; it needs an administrator. ${task.issue}`,
        'error',
      );
      continue;
    } else {
      task = (await repository.updateRepair(task.id, { ...text, lastSeenAt: now }))!;
    }
    if (finding.repair && task.status === 'pending') {
      try {
        const done = await finding.repair();
        await repository.updateRepair(task.id, {
          status: 'in_progress',
          remedy: `Repaired by the bot: ${done}`,
        });
        await repository.addLog('REPAIR', `${task.location}: ${done}`, 'success');
        repaired += 1;
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        await repository.updateRepair(task.id, {
          status: 'failed',
          remedy: `The bot's repair failed: ${reason}`,
        });
        await repository.addLog('REPAIR FAILED', `${task.location}: ${reason}`, 'error');
      }
    }
  }
  for (const task of await repository.openRepairs(checkKey)) {
    if (seen.has(task.fingerprint)) continue;
    const remedy =
      task.remedy && task.status !== 'failed' ? task.remedy : 'The problem is gone: the check passed again.';
    await repository.updateRepair(task.id, { status: 'completed', remedy, completedAt: new Date() });
    await repository.addLog('PROBLEM RESOLVED', `${task.location}: ${remedy}`, 'success');
  }
  return { repaired, alert };
}
