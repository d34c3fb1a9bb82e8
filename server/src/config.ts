import path from 'node:path';
import { defaultPgliteDir, serverPackageDir } from './db/open.js';

/** One remote (micro front end): its static origin and its menu prefix. */
export interface RemoteConfig {
  /** Module federation name, e.g. remote_fleet. */
  name: string;
  /** Menu component prefix it serves, e.g. fleet (component `fleet/MapMonitor`). */
  prefix: string;
  /** TCP port of its static origin. */
  port: number;
  /** Explicit remoteEntry.js URL (REMOTE_*_URL) or null for http://<host>:<port>/remoteEntry.js. */
  url: string | null;
  /** Built files folder served on `port`. */
  dist: string;
}

/** Everything the server reads from the environment (docs/contracts.md, table of ports). */
export interface AppConfig {
  host: string;
  port: number;
  /** API context path, no trailing slash, e.g. /jeecg-boot. */
  apiBase: string;
  databaseUrl?: string;
  pgliteDir: string;
  redisUrl?: string;
  jt808Port: number;
  remotes: RemoteConfig[];
  simVehicles: number;
  simIntervalMs: number;
  simulator: boolean;
  /** Run the JT/T 808 gateway inside the API process (GATEWAY, default on; compose runs it apart). */
  gateway: boolean;
  seedVehicles: number;
  tileUrl: string | null;
  tileDatum: 'wgs84' | 'gcj02';
  tokenTtlMs: number;
  offlineTimeoutMs: number;
  /** failed sign-ins allowed per ip + username and minute (HTTP 429 beyond; a success clears them) */
  loginRateMax: number;
  shellDist: string;
  logLevel: string;
  /** Trust X-Forwarded-* (client ip for the login rate limit, host for remote entries). */
  trustProxy: boolean;
  /** Root folder of uploaded files (UPLOAD_DIR, default server/.data/upload); nothing is served from outside it. */
  uploadDir: string;
  /** Largest accepted upload in bytes (UPLOAD_MAX_BYTES, default 10 MiB). */
  uploadMaxBytes: number;
  /** Run the job scheduler in this process (SCHEDULER, default on; '0' turns it off). */
  scheduler: boolean;
  /**
   * S3-compatible object storage for new uploads (OSS_ENDPOINT, OSS_BUCKET, OSS_ACCESS_KEY,
   * OSS_SECRET_KEY, OSS_REGION default us-east-1); null when OSS_BUCKET is unset (uploads go to UPLOAD_DIR).
   */
  oss: OssConfig | null;
  /** DATASOURCE_SECRET: key material of the data-source password encryption (else the key file). */
  datasourceSecret?: string;
  /** DATASOURCE_KEY_FILE (default server/.data/datasource.key): random key created on first use. */
  datasourceKeyFile: string;
  /**
   * GATEWAY_ALLOWED_HOSTS (comma list, lower case, exact host names or IPs): the hosts gateway
   * routes may target; empty = any host (the route table is admin-only).
   */
  gatewayAllowedHosts: string[];
}

/** Object storage settings (docs/admin-contract.md "Object storage"). */
export interface OssConfig {
  /** http(s) endpoint of the S3-compatible service (path-style addressing); null = AWS default */
  endpoint: string | null;
  bucket: string;
  accessKey: string;
  secretKey: string;
  region: string;
}

/** Reads the OSS_* variables: all of OSS_BUCKET, OSS_ACCESS_KEY and OSS_SECRET_KEY or none. */
function ossConfig(r: ReturnType<typeof reader>, problems: string[]): OssConfig | null {
  const endpoint = r.url('OSS_ENDPOINT', ['http:', 'https:']) ?? null;
  const bucket = r.raw('OSS_BUCKET');
  const accessKey = r.raw('OSS_ACCESS_KEY');
  const secretKey = r.raw('OSS_SECRET_KEY');
  if (!bucket && !accessKey && !secretKey) {
    if (endpoint) problems.push('OSS_ENDPOINT needs OSS_BUCKET, OSS_ACCESS_KEY and OSS_SECRET_KEY');
    return null;
  }
  if (!bucket || !accessKey || !secretKey) {
    problems.push('OSS_BUCKET, OSS_ACCESS_KEY and OSS_SECRET_KEY must be set together');
    return null;
  }
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) problems.push(`OSS_BUCKET must be a valid bucket name (got "${bucket}")`);
  return { endpoint, bucket, accessKey, secretKey, region: r.raw('OSS_REGION') ?? 'us-east-1' };
}

/** Thrown by loadConfig with every problem found, one per line. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ConfigError';
  }
}

/** The repository root (parent of the server package). */
export const repoRoot = path.resolve(serverPackageDir, '..');

const REMOTES = [
  { key: 'FLEET', name: 'remote_fleet', prefix: 'fleet', port: 3001, dir: 'remote-fleet' },
  { key: 'SYSTEM', name: 'remote_system', prefix: 'system', port: 3002, dir: 'remote-system' },
  { key: 'OFFICE', name: 'remote_office', prefix: 'office', port: 3003, dir: 'remote-office' },
  { key: 'WORKFLOW', name: 'remote_workflow', prefix: 'workflow', port: 3004, dir: 'remote-workflow' },
] as const;

/** XYZ templates may hold `{a-c}` in the host, so only the scheme is checked. */
function tileUrl(v: string | undefined, problems: string[]): string | null {
  if (v === undefined) return null;
  if (!/^https?:\/\/\S+$/.test(v)) problems.push(`TILE_URL must be an http(s) XYZ template (got "${v}")`);
  return v;
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

type Env = Record<string, string | undefined>;

function reader(env: Env, problems: string[]) {
  const raw = (name: string): string | undefined => {
    const v = env[name]?.trim();
    return v === undefined || v === '' ? undefined : v;
  };
  const int = (name: string, def: number, min: number, max: number): number => {
    const v = raw(name);
    if (v === undefined) return def;
    const n = Number(v);
    if (!/^-?\d+$/.test(v) || n < min || n > max) {
      problems.push(`${name} must be an integer between ${min} and ${max} (got "${v}")`);
      return def;
    }
    return n;
  };
  const url = (name: string, schemes: string[]): string | undefined => {
    const v = raw(name);
    if (v === undefined) return undefined;
    let ok = false;
    try {
      ok = schemes.includes(new URL(v).protocol);
    } catch {
      ok = false;
    }
    if (!ok) problems.push(`${name} must be a URL with scheme ${schemes.join(' or ')} (got "${v}")`);
    return v;
  };
  return { raw, int, url, port: (name: string, def: number) => int(name, def, 0, 65535) };
}

/**
 * Reads and validates the configuration from `env` (usually process.env). Defaults: PORT 3000,
 * HOST 0.0.0.0, API_BASE /jeecg-boot, PGLITE_DIR server/.data/pglite, JT808_PORT 6808,
 * REMOTE_{FLEET,SYSTEM,OFFICE,WORKFLOW}_PORT 3001-3004 (REMOTE_*_URL, REMOTE_*_DIST optional),
 * SIM_VEHICLES 50, SIM_INTERVAL_MS 5000, SIMULATOR on unless '0', SEED_VEHICLES 56 (six parked vehicles the simulator does not drive),
 * TILE_URL none, TILE_DATUM (alias TILE_CRS) gcj02, TOKEN_TTL_MS 604800000 (7 days, spec §9),
 * OFFLINE_TIMEOUT_MS 600000, LOGIN_RATE_MAX 10 (failed sign-ins per ip + username and minute), SHELL_DIST <repo>/shell/dist, LOG_LEVEL info, TRUST_PROXY off,
 * UPLOAD_DIR server/.data/upload, UPLOAD_MAX_BYTES 10485760 (10 MiB), SCHEDULER on unless '0' (job scheduler),
 * OSS_* (S3-compatible object storage, off unless OSS_BUCKET/OSS_ACCESS_KEY/OSS_SECRET_KEY are set).
 * Throws ConfigError listing every invalid variable.
 */
export function loadConfig(env: Env = process.env): AppConfig {
  const problems: string[] = [];
  const r = reader(env, problems);

  const apiBase = (r.raw('API_BASE') ?? '/jeecg-boot').replace(/\/+$/, '');
  if (!/^\/[A-Za-z0-9._~\-/]*$/.test(apiBase)) problems.push(`API_BASE must start with "/" (got "${env.API_BASE}")`);

  const tileDatum = (r.raw('TILE_DATUM') ?? r.raw('TILE_CRS') ?? 'gcj02').toLowerCase();
  if (tileDatum !== 'wgs84' && tileDatum !== 'gcj02') problems.push(`TILE_DATUM must be wgs84 or gcj02 (got "${tileDatum}")`);

  const logLevel = (r.raw('LOG_LEVEL') ?? 'info').toLowerCase();
  if (!LOG_LEVELS.includes(logLevel)) problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);

  const simulatorRaw = r.raw('SIMULATOR') ?? '1';
  if (!['0', '1', 'true', 'false', 'on', 'off'].includes(simulatorRaw.toLowerCase())) {
    problems.push(`SIMULATOR must be 0 or 1 (got "${simulatorRaw}")`);
  }

  const remotes: RemoteConfig[] = REMOTES.map((def) => ({
    name: def.name,
    prefix: def.prefix,
    port: r.port(`REMOTE_${def.key}_PORT`, def.port),
    url: r.url(`REMOTE_${def.key}_URL`, ['http:', 'https:']) ?? null,
    dist: path.resolve(r.raw(`REMOTE_${def.key}_DIST`) ?? path.join(repoRoot, def.dir, 'dist')),
  }));

  const config: AppConfig = {
    host: r.raw('HOST') ?? '0.0.0.0',
    port: r.port('PORT', 3000),
    apiBase,
    databaseUrl: r.url('DATABASE_URL', ['postgres:', 'postgresql:']),
    pgliteDir: r.raw('PGLITE_DIR')?.startsWith('memory://') ? (r.raw('PGLITE_DIR') as string) : path.resolve(r.raw('PGLITE_DIR') ?? defaultPgliteDir),
    redisUrl: r.url('REDIS_URL', ['redis:', 'rediss:']),
    jt808Port: r.port('JT808_PORT', 6808),
    remotes,
    simVehicles: r.int('SIM_VEHICLES', 50, 0, 100000),
    simIntervalMs: r.int('SIM_INTERVAL_MS', 5000, 100, 3600000),
    simulator: !['0', 'false', 'off'].includes(simulatorRaw.toLowerCase()),
    gateway: !['0', 'false', 'off'].includes((r.raw('GATEWAY') ?? '1').toLowerCase()),
    seedVehicles: r.int('SEED_VEHICLES', 56, 0, 80000),
    tileUrl: tileUrl(r.raw('TILE_URL'), problems),
    tileDatum: tileDatum as 'wgs84' | 'gcj02',
    tokenTtlMs: r.int('TOKEN_TTL_MS', 604800000, 1000, Number.MAX_SAFE_INTEGER),
    offlineTimeoutMs: r.int('OFFLINE_TIMEOUT_MS', 600000, 1000, Number.MAX_SAFE_INTEGER),
    loginRateMax: r.int('LOGIN_RATE_MAX', 10, 1, 100000),
    shellDist: path.resolve(r.raw('SHELL_DIST') ?? path.join(repoRoot, 'shell', 'dist')),
    logLevel,
    trustProxy: ['1', 'true', 'on'].includes((r.raw('TRUST_PROXY') ?? '0').toLowerCase()),
    uploadDir: path.resolve(r.raw('UPLOAD_DIR') ?? path.join(serverPackageDir, '.data', 'upload')),
    uploadMaxBytes: r.int('UPLOAD_MAX_BYTES', 10 * 1024 * 1024, 1, 1024 * 1024 * 1024),
    scheduler: !['0', 'false', 'off'].includes((r.raw('SCHEDULER') ?? '1').toLowerCase()),
    oss: ossConfig(r, problems),
    datasourceSecret: r.raw('DATASOURCE_SECRET'),
    datasourceKeyFile: path.resolve(r.raw('DATASOURCE_KEY_FILE') ?? path.join(serverPackageDir, '.data', 'datasource.key')),
    gatewayAllowedHosts: (r.raw('GATEWAY_ALLOWED_HOSTS') ?? '').split(',').map((h) => h.trim().toLowerCase()).filter(Boolean),
  };
  if (problems.length) throw new ConfigError(problems);
  return config;
}
