import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from 'shared-session';
import type { AppConfig } from '../types';
import { unwrap } from './answer';

const OFFLINE: AppConfig = { tileUrl: null, tileDatum: 'wgs84', systemName: '车辆定位监控系统' };

/** GET /sys/app/config (open): basemap tiles and system name; falls back to the offline basemap on failure. */
export async function getAppConfig(): Promise<AppConfig> {
  try {
    return { ...OFFLINE, ...unwrap<Partial<AppConfig>>(await http.get('/sys/app/config')) };
  } catch {
    return OFFLINE;
  }
}

export const appConfigOptions = () => queryOptions({ queryKey: ['fleet', 'appConfig'], queryFn: getAppConfig, staleTime: Infinity });

/** The basemap configuration as a query. */
export function useAppConfig() {
  return useQuery(appConfigOptions());
}
