import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from 'shared-session';
import type { OrgNode } from '../types';
import { unwrap } from './answer';

/** POST /api/organize/queryOrgTree: the departments the user may see, with car counts. */
export async function queryOrgTree(): Promise<OrgNode[]> {
  return unwrap<OrgNode[]>(await http.post('/api/organize/queryOrgTree', {})) ?? [];
}

export const orgTreeOptions = () => queryOptions({ queryKey: ['fleet', 'orgTree'], queryFn: queryOrgTree, staleTime: 30_000 });

/** The organisation tree as a query. */
export function useOrgTree(enabled = true) {
  return useQuery({ ...orgTreeOptions(), enabled });
}
