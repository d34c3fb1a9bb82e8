import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from 'shared-session';
import { unwrap } from './answer';

/** A node of /api/organize/getOrgTree: carCount / onlineCount include descendants, ownCarCount does not. */
export interface ManagedOrg {
  id: string;
  key: string;
  value: string;
  title: string;
  departName: string;
  orgCode: string;
  parentId: string | null;
  departOrder: number;
  ownCarCount: number;
  carCount: number;
  onlineCount: number;
  isLeaf: boolean;
  children: ManagedOrg[];
}

/** GET /api/organize/getOrgTree: the departments the user may see. */
export async function getOrgTree(): Promise<ManagedOrg[]> {
  return unwrap<ManagedOrg[]>(await http.get('/api/organize/getOrgTree')) ?? [];
}

export const manageOrgTreeKey = ['fleet', 'manageOrgTree'] as const;

/** The management org tree as a query. */
export function useManageOrgTree() {
  return useQuery(queryOptions({ queryKey: manageOrgTreeKey, queryFn: getOrgTree, staleTime: 10_000 }));
}

/** POST /api/organize/add {parentId, departName} → the new department (org code made by the server). */
export async function addOrg(parentId: string, departName: string): Promise<{ id: string; orgCode: string }> {
  return unwrap(await http.post('/api/organize/add', { parentId, departName }));
}

/** POST /usetAuthority/updateOrg {id, departName}. */
export async function renameOrg(id: string, departName: string): Promise<unknown> {
  return unwrap(await http.post('/usetAuthority/updateOrg', { id, departName }));
}

/** POST /usetAuthority/delOrg {id}; the server refuses departments with children, vehicles or users. */
export async function deleteOrg(id: string): Promise<unknown> {
  return unwrap(await http.post('/usetAuthority/delOrg', { id }));
}
