import { api } from '../../app/api.ts';
import type { ApiResponse } from '../../app/api-client.ts';

export function requestSetDefaultResume(key: string): Promise<ApiResponse<unknown>> {
  return api.post('user/set_default_resume', { key });
}

export function requestChangeNickname(key: string, nickname: string): Promise<ApiResponse<unknown>> {
  return api.post('user/change_nickname', { key, nickname });
}

export function requestRemoveResume(key: string): Promise<ApiResponse<unknown>> {
  return api.post('user/remove_resume', { key });
}
