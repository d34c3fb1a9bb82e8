import { existsSync } from 'node:fs';
import { statfs } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/** One watched folder's file system. */
export interface DiskInfo {
  /** what the folder is (数据目录, 上传目录, 工作目录) */
  name: string;
  path: string;
  /** bytes */
  total: number;
  used: number;
  free: number;
  /** used / total, percent with one decimal */
  usage: number;
}

/** The machine (JeecgBoot's 服务器信息 page, Node in place of the JVM). */
export interface ServerInfo {
  os: { type: string; platform: string; release: string; arch: string };
  hostname: string;
  cpu: { model: string; cores: number; loadAvg: number[]; usage: number; user: number; sys: number };
  /** bytes; usage percent */
  memory: { total: number; used: number; free: number; usage: number };
  disks: DiskInfo[];
  /** seconds */
  uptime: { system: number; process: number };
}

/** Interval of the CPU sample (ms). */
export const CPU_SAMPLE_MS = 200;

function cpuTimes() {
  return os.cpus().reduce((acc, c) => {
    acc.user += c.times.user + c.times.nice;
    acc.sys += c.times.sys + c.times.irq;
    acc.idle += c.times.idle;
    return acc;
  }, { user: 0, sys: 0, idle: 0 });
}

const pct = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0);

/** CPU use over {@link CPU_SAMPLE_MS}: total, user and system percent of all cores. */
export async function sampleCpu(ms = CPU_SAMPLE_MS): Promise<{ usage: number; user: number; sys: number }> {
  const a = cpuTimes();
  await new Promise((r) => setTimeout(r, ms));
  const b = cpuTimes();
  const user = b.user - a.user;
  const sys = b.sys - a.sys;
  const total = user + sys + (b.idle - a.idle);
  return { usage: pct(user + sys, total), user: pct(user, total), sys: pct(sys, total) };
}

/** The nearest existing folder at or above `dir`. */
function existing(dir: string): string {
  let at = path.resolve(dir);
  while (!existsSync(at) && path.dirname(at) !== at) at = path.dirname(at);
  return at;
}

/** statfs of each folder (memory:// and duplicates skipped); folders that cannot be read are left out. */
export async function diskInfo(folders: { name: string; path: string }[]): Promise<DiskInfo[]> {
  const out: DiskInfo[] = [];
  const seen = new Set<string>();
  for (const f of folders) {
    if (!f.path || f.path.startsWith('memory://')) continue;
    const at = existing(f.path);
    if (seen.has(at)) continue;
    seen.add(at);
    try {
      const s = await statfs(at);
      const total = s.blocks * s.bsize;
      const free = s.bavail * s.bsize;
      const used = total - s.bfree * s.bsize;
      out.push({ name: f.name, path: at, total, used, free, usage: pct(used, used + free) });
    } catch {
      // an unreadable folder is simply not listed
    }
  }
  return out;
}

/** Everything of {@link ServerInfo}; takes about {@link CPU_SAMPLE_MS} for the CPU sample. */
export async function serverInfo(folders: { name: string; path: string }[]): Promise<ServerInfo> {
  const cpus = os.cpus();
  const [cpu, disks] = await Promise.all([sampleCpu(), diskInfo(folders)]);
  const total = os.totalmem();
  const free = os.freemem();
  return {
    os: { type: os.type(), platform: os.platform(), release: os.release(), arch: os.arch() },
    hostname: os.hostname(),
    cpu: { model: cpus[0]?.model ?? '', cores: cpus.length, loadAvg: os.loadavg().map((v) => Math.round(v * 100) / 100), ...cpu },
    memory: { total, used: total - free, free, usage: pct(total - free, total) },
    disks,
    uptime: { system: Math.round(os.uptime()), process: Math.round(process.uptime()) },
  };
}
