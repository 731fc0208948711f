import type { Check } from '../check';
import { contentCheck } from './content.check';
import { databaseCheck } from './database.check';
import { diskCheck } from './disk.check';
import { importsCheck } from './imports.check';
import { mailCheck } from './mail.check';
import { clientErrorsCheck, requestsCheck } from './requests.check';
import { settingsCheck } from './settings.check';
import { speechCheck } from './speech.check';
import { studySourcesCheck } from './study-sources.check';
import { versionsCheck } from './versions.check';

/** Every check of the bot; each is governed by the directive seeded with its key. */
export const CHECKS: readonly Check[] = [
  databaseCheck,
  versionsCheck,
  requestsCheck,
  importsCheck,
  mailCheck,
  clientErrorsCheck,
  diskCheck,
  speechCheck,
  settingsCheck,
  contentCheck,
  studySourcesCheck,
];
