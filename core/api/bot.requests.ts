import { call } from './contract';
import type {
  BotErrorReport,
  BotErrorsResponse,
  BotInstruction,
  BotInstructionsResponse,
  BotLogsResponse,
  BotRepair,
  BotRepairsResponse,
  BotRunResponse,
  BotState,
} from './bot';
/**
 * The ADMIN BOT's requests (decision 275). The browser's error report, sent by any page, has its own file
 * (`client-errors.requests.ts`), so that the first script does not carry the administrators' calls.
 */
export const botCalls = {
  instructions: call('GET', '/api/admin/bot/instructions').answer<BotInstructionsResponse>(),
  logs: call('GET', '/api/admin/bot/logs').answer<BotLogsResponse>(),
  repairs: call('GET', '/api/admin/bot/repairs').answer<BotRepairsResponse>(),
  errors: call('GET', '/api/admin/bot/errors').answer<BotErrorsResponse>(),
  addInstruction: call('POST', '/api/admin/bot/instructions')
    .body<{ directive: string; priority: number }>()
    .answer<BotInstruction>(),
  updateInstruction: call('PUT', '/api/admin/bot/instructions/:id')
    .body<{ isActive?: boolean; priority?: number }>()
    .answer<BotInstruction>(),
  updateRepair: call('PUT', '/api/admin/bot/repairs/:id')
    .body<{ remedy: string; status: BotRepair['status'] }>()
    .answer<BotRepair>(),
  updateError: call('PUT', '/api/admin/bot/errors/:id')
    .body<{ resolution: string; status: BotErrorReport['status'] }>()
    .answer<BotErrorReport>(),
  run: call('POST', '/api/admin/bot/run').answer<BotRunResponse>(),
  setState: call('PUT', '/api/admin/bot/state').body<{ paused: boolean }>().answer<BotState>(),
};
