// `npm start`: installs everything, builds the apps and starts the whole console on its embedded
// defaults (PGlite, in-process bus, JT/T 808 gateway and simulated fleet). Prints URL and login.
// Flags: --no-install, --no-build (used by the test runner, which did both already).
import { spawn } from 'node:child_process';
import { installDependencies, buildApps, ensurePnpm } from './lib.mjs';

const args = new Set(process.argv.slice(2));
ensurePnpm();
if (!args.has('--no-install')) installDependencies();
if (!args.has('--no-build')) buildApps();

const child = spawn('pnpm', ['--filter', 'server', 'start'], { stdio: 'inherit' });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
