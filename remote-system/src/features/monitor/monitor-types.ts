/** GET /sys/monitor/server (docs/admin-contract.md "Monitoring"): bytes, percentages, seconds. */
export interface ServerInfo {
  os: { type: string; platform: string; release: string; arch: string };
  hostname: string;
  cpu: { model: string; cores: number; loadAvg: number[]; usage: number; user: number; sys: number };
  memory: { total: number; used: number; free: number; usage: number };
  disks: { name: string; path: string; total: number; used: number; free: number; usage: number }[];
  uptime: { system: number; process: number };
}

/** GET /sys/monitor/runtime: memory in bytes, cpu and delays in ms, uptime in s. */
export interface RuntimeInfo {
  node: string;
  v8: string;
  pid: number;
  platform: string;
  uptime: number;
  memory: { heapUsed: number; heapTotal: number; rss: number; external: number; arrayBuffers: number };
  cpu: { user: number; system: number };
  eventLoopDelay: { min: number; mean: number; p50: number; p99: number; max: number; windowS: number };
  activeHandles: { total: number; byType: Record<string, number> };
}

/** One request of GET /sys/monitor/httptrace (the tenant's last 100, newest first). */
export interface HttpTrace {
  timestamp: string;
  /** epoch ms */
  time: number;
  method: string;
  uri: string;
  status: number;
  timeTaken: number;
}

/** GET /sys/monitor/redis. */
export type RedisInfo =
  | { configured: false }
  | { configured: true; connected: false; error: string }
  | { configured: true; connected: true; dbSize: number; usedMemory: number; info: { key: string; value: string; description: string }[] };

/** GET /sys/monitor/database. */
export interface DatabaseInfo {
  kind: 'pglite' | 'postgres';
  version: string;
  serverVersion: string;
  database: string;
  size: number;
  connections: { active: number; max: number };
  uptime: number;
  tables: { name: string; rows: number; size: number }[];
}

/** Refresh period of the monitoring pages (ms). */
export const MONITOR_REFRESH_MS = 5000;
/** Points kept in the time charts (at 5 s: five minutes). */
export const MONITOR_HISTORY = 60;

/** Texts of the monitoring pages. */
export const MONITOR_TEXTS = {
  refresh: '刷新',
  lastUpdate: '最后更新',
  noRedis: '未配置 Redis',
  noRedisHint: '设置环境变量 REDIS_URL 后重启服务即可查看 Redis 信息',
  loadFailed: '加载失败',
  allStatus: '全部状态',
  allMethods: '全部方法',
} as const;
