import { loadRemote, registerPlugins, registerRemotes, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { RemoteApp } from './remote-table';

const FAILED = Symbol.for('shell.remote-load-failed');

export interface FailedModule {
  [FAILED]: true;
  error: unknown;
}

export function isFailedModule(value: unknown): value is FailedModule {
  return Boolean(value && typeof value === 'object' && FAILED in value);
}

const failurePlugin = (): ModuleFederationRuntimePlugin => ({
  name: 'shell-remote-failure',
  errorLoadRemote({ lifecycle, error }) {
    if (lifecycle === 'onLoad') return { [FAILED]: true, error } satisfies FailedModule;
    return undefined;
  },
});

let pluginsReady = false;
const registered = new Map<string, string>();

export function registerRemote(remote: RemoteApp, force = false): void {
  if (!pluginsReady) {
    registerPlugins([failurePlugin()]);
    pluginsReady = true;
  }
  if (!force && registered.get(remote.name) === remote.entry) return;
  registerRemotes([{ name: remote.name, entry: remote.entry }], { force: force || registered.has(remote.name) });
  registered.set(remote.name, remote.entry);
}

export function loadRemoteModule<T>(id: string): Promise<T | null> {
  return loadRemote<T>(id);
}
