// Type-checks every workspace package with its own tsconfig (tsc --noEmit -p <pkg>).
import { spawnSync } from 'node:child_process';
const pkgs = ['shared-session', 'shared-widgets', 'shell', 'remote-fleet', 'remote-system', 'remote-office', 'remote-workflow', 'server', 'e2e'];
let failed = 0;
for (const p of pkgs) {
  const r = spawnSync(process.execPath, ['node_modules/typescript/bin/tsc', '--noEmit', '-p', p], { stdio: 'inherit' });
  if (r.status !== 0) { failed++; console.error(`typecheck failed: ${p}`); }
}
process.exit(failed ? 1 : 0);
