// Small helpers shared by scripts/start.mjs and scripts/test.mjs (set-up on a bare machine).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const PNPM_VERSION = '12.21.0';

/** Runs a command with inherited stdio; throws with the command line when it fails. */
export function run(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { stdio: 'inherit', ...opts, env: { ...process.env, ...opts.env } });
  if (r.status !== 0) throw new Error(`failed (${r.status ?? r.signal}): ${cmd} ${args.join(' ')}`);
}

/** True when the command exits 0. */
export function ok(cmd, args) {
  const r = spawnSync(cmd, args, { stdio: 'ignore' });
  return r.status === 0;
}

/** Makes sure pnpm is on PATH (installs it globally with npm on a bare machine). */
export function ensurePnpm() {
  if (ok('pnpm', ['--version'])) return;
  console.log(`[setup] installing pnpm@${PNPM_VERSION} with npm`);
  run('npm', ['install', '-g', `pnpm@${PNPM_VERSION}`], { env: { COREPACK_INTEGRITY_KEYS: '0' } });
}

/** pnpm install (frozen lockfile) when node_modules is missing or the lockfile changed. */
export function installDependencies() {
  ensurePnpm();
  console.log('[setup] pnpm install');
  run('pnpm', ['install', '--frozen-lockfile', '--prefer-offline']);
}

/** Builds the shell and every remote (webpack production builds). */
export function buildApps() {
  console.log('[setup] building shell and remotes');
  run('pnpm', ['run', 'build']);
}

/** Debian chromium and a CJK font for the browser tests (root only; apt, non-interactive). */
export function ensureChromium() {
  const haveFont = existsSync('/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc');
  if (existsSync('/usr/bin/chromium') && haveFont) return;
  if (process.getuid?.() !== 0) throw new Error('chromium and fonts-noto-cjk are needed: apt-get install -y chromium fonts-noto-cjk');
  console.log('[setup] apt-get install chromium fonts-noto-cjk');
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  run('apt-get', ['update', '-qq'], { env });
  run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium', 'fonts-noto-cjk'], { env });
}

/**
 * Starts the stack as `npm start` does (no install/build) on ports base..base+4, a fresh PGlite
 * folder and the simulator, waits until it answers, and returns {baseUrl, jt808Port, stop()}.
 */
export async function startStack({ port = 3100, extraEnv = {}, timeoutMs = 180_000 } = {}) {
  const { spawn } = await import('node:child_process');
  const { mkdtempSync, rmSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const { join } = await import('node:path');
  const dataDir = mkdtempSync(join(tmpdir(), 'vlm-stack-'));
  const env = {
    ...process.env,
    PORT: String(port),
    JT808_PORT: String(port + 3808),
    REMOTE_FLEET_PORT: String(port + 1),
    REMOTE_SYSTEM_PORT: String(port + 2),
    REMOTE_OFFICE_PORT: String(port + 3),
    REMOTE_WORKFLOW_PORT: String(port + 4),
    PGLITE_DIR: join(dataDir, 'pglite'),
    SIM_INTERVAL_MS: '2000',
    LOG_LEVEL: 'warn',
    ...extraEnv,
  };
  const child = spawn('node', ['scripts/start.mjs', '--no-install', '--no-build'], { env, stdio: 'inherit', detached: true });
  const baseUrl = `http://localhost:${port}`;
  const stop = async () => {
    try { process.kill(-child.pid, 'SIGTERM'); } catch { /* already gone */ }
    await new Promise((r) => setTimeout(r, 1500));
    try { process.kill(-child.pid, 'SIGKILL'); } catch { /* already gone */ }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (child.exitCode !== null) break;
    try {
      const res = await fetch(`${baseUrl}/jeecg-boot/sys/app/config`);
      if (res.ok) return { baseUrl, jt808Port: port + 3808, stop };
    } catch { /* not up yet */ }
    await new Promise((r) => setTimeout(r, 1000));
  }
  await stop();
  throw new Error(`the stack did not answer ${baseUrl} within ${timeoutMs} ms`);
}
