import { connect } from 'node:net';
import { Redis } from 'ioredis';

/** INFO keys shown (in this order) with their Chinese descriptions (JeecgBoot's Redis page). */
export const REDIS_INFO_KEYS: [string, string][] = [
  ['redis_version', 'Redis版本'],
  ['redis_mode', '运行模式'],
  ['os', '操作系统'],
  ['tcp_port', '端口'],
  ['uptime_in_seconds', '运行时间（秒）'],
  ['connected_clients', '客户端连接数'],
  ['blocked_clients', '阻塞的客户端数'],
  ['used_memory', '已用内存（字节）'],
  ['used_memory_human', '已用内存'],
  ['used_memory_peak_human', '内存峰值'],
  ['maxmemory_human', '最大内存'],
  ['mem_fragmentation_ratio', '内存碎片率'],
  ['total_connections_received', '累计连接数'],
  ['total_commands_processed', '累计执行命令数'],
  ['instantaneous_ops_per_sec', '每秒执行命令数'],
  ['keyspace_hits', '命中次数'],
  ['keyspace_misses', '未命中次数'],
  ['expired_keys', '过期键数'],
  ['evicted_keys', '驱逐键数'],
  ['role', '角色'],
  ['aof_enabled', 'AOF是否开启'],
  ['rdb_last_bgsave_status', '最近一次RDB保存状态'],
];

/** The Redis page: not configured, unreachable, or its INFO figures. */
export type RedisInfo =
  | { configured: false }
  | { configured: true; connected: false; error: string }
  | { configured: true; connected: true; dbSize: number; usedMemory: number; info: { key: string; value: string; description: string }[] };

/** Parses INFO text (`key:value` lines, `# Section` headers) into a map. */
export function parseRedisInfo(text: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const line of text.split(/\r?\n/)) {
    if (!line || line.startsWith('#')) continue;
    const i = line.indexOf(':');
    if (i > 0) out.set(line.slice(0, i), line.slice(i + 1));
  }
  return out;
}

/** Opens and closes a TCP connection to host:port; answers null or the error text. */
function reachable(host: string, port: number, timeoutMs: number): Promise<string | null> {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    const done = (error: string | null) => {
      socket.destroy();
      resolve(error);
    };
    socket.setTimeout(timeoutMs, () => done(`connect ETIMEDOUT ${host}:${port}`));
    socket.once('connect', () => done(null));
    socket.once('error', (err) => done(err.message));
  });
}

/**
 * Reads Redis INFO and DBSIZE over a short-lived connection (TCP check, 2 s connect timeout, no retries)
 * when REDIS_URL is configured (the event bus's Redis, server/src/bus/redis.ts); else
 * {configured:false}. Connection failures answer {configured:true, connected:false, error} with
 * a Chinese message (never the URL, which may hold a password).
 */
export async function redisInfo(redisUrl: string | undefined): Promise<RedisInfo> {
  if (!redisUrl) return { configured: false };
  const url = new URL(redisUrl);
  const host = url.hostname.replace(/^\[|\]$/g, '') || '127.0.0.1';
  // a TCP check first: the Redis client keeps a connect timer alive after a refused connection
  const unreachable = await reachable(host, Number(url.port || 6379), 2000);
  if (unreachable) return { configured: true, connected: false, error: `Redis连接失败：${unreachable}`.slice(0, 300) };
  const client = new Redis(redisUrl, { lazyConnect: true, connectTimeout: 2000, maxRetriesPerRequest: 0, retryStrategy: () => null, enableOfflineQueue: false });
  client.on('error', () => undefined);
  try {
    await client.connect();
    const [text, dbSize] = await Promise.all([client.info(), client.dbsize()]);
    const map = parseRedisInfo(text);
    return {
      configured: true,
      connected: true,
      dbSize,
      usedMemory: Number(map.get('used_memory') ?? 0),
      info: REDIS_INFO_KEYS.filter(([key]) => map.has(key)).map(([key, description]) => ({ key, value: map.get(key) as string, description })),
    };
  } catch (err) {
    const reason = err instanceof Error ? err.message.replace(/redis(s)?:\/\/\S+/gi, '') : '';
    return { configured: true, connected: false, error: `Redis连接失败：${reason}`.slice(0, 300) };
  } finally {
    if (client.status === 'ready') await client.quit().catch(() => client.disconnect());
    else client.disconnect();
  }
}
