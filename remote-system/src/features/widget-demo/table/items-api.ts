import { http } from 'shared-session';
import type { TableRow } from 'shared-widgets';

/** A demo record to edit the items of (GET /test/jeecgDemo/list). */
export interface DemoRecord {
  id: string;
  name: string;
}

/** One page of demo records, oldest first (the seeded ones carry items; the table section lists the first 50). */
export async function fetchDemoRecords(): Promise<DemoRecord[]> {
  const answer = await http.get<{ records: DemoRecord[] }>('/test/jeecgDemo/list', { params: { pageNo: 1, pageSize: 50, column: 'createTime', order: 'asc' } });
  if (!answer.success) throw new Error(answer.message);
  return answer.result.records.map((r) => ({ id: String(r.id), name: String(r.name ?? r.id) }));
}

/** The items of a demo record (GET /test/jeecgDemo/items?demoId=), ordered by orderNum. */
export async function fetchItems(demoId: string): Promise<TableRow[]> {
  const answer = await http.get<TableRow[]>('/test/jeecgDemo/items', { params: { demoId } });
  if (!answer.success) throw new Error(answer.message);
  return answer.result;
}

/** Answer of POST /test/jeecgDemo/saveItems: every row after the save and the ids given to new rows. */
export interface SaveItemsResult {
  rows: TableRow[];
  idMap: Record<string, string>;
}

/** Saves the rows (new rows without ids) and the deleted ids (POST /test/jeecgDemo/saveItems). */
export async function saveItems(demoId: string, rows: Partial<TableRow>[], deleteIds: string[]): Promise<SaveItemsResult> {
  const answer = await http.post<SaveItemsResult>('/test/jeecgDemo/saveItems', { demoId, rows, deleteIds });
  if (!answer.success) throw new Error(answer.message);
  return answer.result;
}
