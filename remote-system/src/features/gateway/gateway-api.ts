import { http } from 'shared-session';
import { runCall, type CallOutcome } from '../datasource/datasource-api';
import { GATEWAY_URLS } from './gateway-types';

/**
 * Saves a gateway route: POST add without `id`, PUT edit with it. Answers 添加成功！ / 编辑成功!,
 * or ok false with the server's validation message (该路由路径已存在, 路由路径必须以/开头…,
 * 目标地址必须是http或https地址…, …) — the global error UI is skipped so the dialog shows it.
 */
export function saveGatewayRoute(values: Record<string, unknown>, id?: string): Promise<CallOutcome> {
  return runCall(() => (id
    ? http.put(GATEWAY_URLS.edit, { ...values, id }, { skipErrorHandler: true })
    : http.post(GATEWAY_URLS.add, values, { skipErrorHandler: true })));
}

/** PUT /sys/gatewayRoute/updateStatus {id, status '1'|'0'} → 操作成功!, or ok false with the server message. */
export function updateRouteStatus(id: string, status: '1' | '0'): Promise<CallOutcome> {
  return runCall(() => http.put(GATEWAY_URLS.updateStatus, { id, status }, { skipErrorHandler: true }));
}
