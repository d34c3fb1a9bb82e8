import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from 'shared-session';
import type { VehicleState } from '../types';
import { unwrap } from './answer';

/** POST /api/map/queryMoveStatus: the current state of every visible vehicle (WGS-84). */
export async function queryMoveStatus(orgId?: string): Promise<VehicleState[]> {
  return unwrap<VehicleState[]>(await http.post('/api/map/queryMoveStatus', orgId ? { orgId } : {})) ?? [];
}

export const moveStatusOptions = () => queryOptions({ queryKey: ['fleet', 'moveStatus'], queryFn: () => queryMoveStatus(), staleTime: 0, retry: false });

/** Initial vehicle states as a query. */
export function useMoveStatus(enabled = true) {
  return useQuery({ ...moveStatusOptions(), enabled });
}
