import { http } from 'shared-session';
import { DEMO_URLS, type DemoRecord } from './demo-types';

function failed(answer: { success: boolean; message: string }): never {
  throw new Error(answer.message);
}

/** One demo record (GET /test/jeecgDemo/queryById). */
export async function fetchDemo(id: string): Promise<DemoRecord> {
  const answer = await http.get<DemoRecord>(DEMO_URLS.queryById, { params: { id } });
  return answer.success ? answer.result : failed(answer);
}

/**
 * Saves a demo record: POST /test/jeecgDemo/add without `id`, PUT /test/jeecgDemo/edit with it.
 * Resolves to the server's message and the stored record; rejects with the server's message.
 */
export async function saveDemo(values: Record<string, unknown>, id?: string): Promise<{ message: string; record: DemoRecord }> {
  const answer = id ? await http.put<DemoRecord>(DEMO_URLS.edit, { ...values, id }, { skipErrorHandler: true }) : await http.post<DemoRecord>(DEMO_URLS.add, values, { skipErrorHandler: true });
  return answer.success ? { message: answer.message, record: answer.result } : failed(answer);
}

/** The server message of a rejected call (HTTP 4xx answers carry it in the body). */
export function errorMessage(error: unknown): string {
  const body = (error as { response?: { data?: { message?: string } } })?.response?.data;
  return body?.message ?? (error instanceof Error ? error.message : String(error));
}
