import { http } from 'shared-session';

export type MoveStatus = 'moving' | 'parked' | 'offline' | 'alarm';

export interface VehicleState {
  carId: string;
  carNum: string;
  status: MoveStatus;
  speed: number;
  gpsTime: number;
}

export interface StatusCounts {
  total: number;
  moving: number;
  parked: number;
  offline: number;
  alarm: number;
}

export function countByStatus(states: VehicleState[]): StatusCounts {
  const counts: StatusCounts = { total: states.length, moving: 0, parked: 0, offline: 0, alarm: 0 };
  for (const s of states) if (s.status in counts && s.status !== ('total' as string)) counts[s.status] += 1;
  return counts;
}

export const moveStatusQuery = {
  queryKey: ['api', 'map', 'queryMoveStatus'] as const,
  queryFn: async (): Promise<VehicleState[]> => {
    const answer = await http.post<VehicleState[]>('/api/map/queryMoveStatus', {});
    if (!answer.success) throw new Error(answer.message);
    return Array.isArray(answer.result) ? answer.result : [];
  },
  refetchInterval: 10000,
};
