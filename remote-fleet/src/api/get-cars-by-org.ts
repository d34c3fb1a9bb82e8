import { queryOptions } from '@tanstack/react-query';
import { http } from 'shared-session';
import type { Vehicle } from '../types';
import { unwrap } from './answer';

/** GET /api/car/getCarsByOrg: the cars of a department and its descendants. */
export async function getCarsByOrg(orgId: string): Promise<Vehicle[]> {
  return unwrap<Vehicle[]>(await http.get('/api/car/getCarsByOrg', { params: { orgId } })) ?? [];
}

export const carsByOrgOptions = (orgId: string) =>
  queryOptions({ queryKey: ['fleet', 'carsByOrg', orgId], queryFn: () => getCarsByOrg(orgId), staleTime: 60_000 });
