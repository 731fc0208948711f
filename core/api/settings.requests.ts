import type { SettingDataType } from '../settings/values';
import { call } from './contract';
import type { MessageResponse } from './common';
import type { SettingCategoriesResponse, SettingCategoryResponse, SettingResponse } from './settings';

/** A setting an administrator adds. */
export interface NewSettingInput {
  key: string;
  label: string;
  value: string;
  category: string;
  dataType: SettingDataType;
  description: string;
  options: string[] | null;
  isProtected: boolean;
}

/** The system settings' requests (decision 275). */
export const settingsCalls = {
  categories: call('GET', '/api/system-settings/categories').answer<SettingCategoriesResponse>(),
  category: call('GET', '/api/system-settings/category/:category').answer<SettingCategoryResponse>(),
  update: call('PUT', '/api/system-settings/:key').body<{ value: string }>().answer<SettingResponse>(),
  create: call('POST', '/api/system-settings').body<NewSettingInput>().answer<SettingResponse>(),
  remove: call('DELETE', '/api/system-settings/:key').answer<MessageResponse>(),
};
