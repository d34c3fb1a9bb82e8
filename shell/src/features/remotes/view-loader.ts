import type { ComponentType } from 'react';
import { http, type ApiAnswer } from 'shared-session';
import { queryClient } from '../../app/query-client';
import { isFailedModule, loadRemoteModule, registerRemote } from './mf-runtime';
import { RemoteLoadError, ViewNotFoundError } from './remote-errors';
import { createRemoteTable, type RemoteApp, type RemoteTable } from './remote-table';

export type ViewRegistry = Record<string, ComponentType<any>>;

export const remoteTableQuery = {
  queryKey: ['sys', 'app', 'remotes'] as const,
  queryFn: async (): Promise<RemoteTable> => {
    const answer = await http.get<RemoteApp[], ApiAnswer<RemoteApp[]>>('/sys/app/remotes');
    return createRemoteTable(Array.isArray(answer?.result) ? answer.result : []);
  },
  staleTime: Infinity,
};

const registries = new Map<string, Promise<ViewRegistry>>();
const views = new Map<string, Promise<ComponentType<any>>>();
const failed = new Set<string>();

async function loadRegistry(remote: RemoteApp): Promise<ViewRegistry> {
  registerRemote(remote, failed.delete(remote.name));
  let mod: unknown;
  try {
    mod = await loadRemoteModule<unknown>(`${remote.name}/views`);
  } catch (error) {
    failed.add(remote.name);
    throw new RemoteLoadError(remote.name, error);
  }
  if (!mod || isFailedModule(mod)) {
    failed.add(remote.name);
    throw new RemoteLoadError(remote.name, isFailedModule(mod) ? mod.error : undefined);
  }
  const registry = (mod as { default?: ViewRegistry }).default ?? (mod as ViewRegistry);
  if (!registry || typeof registry !== 'object') throw new RemoteLoadError(remote.name);
  return registry;
}

function registryOf(remote: RemoteApp): Promise<ViewRegistry> {
  let pending = registries.get(remote.name);
  if (!pending) {
    pending = loadRegistry(remote);
    registries.set(remote.name, pending);
    pending.catch(() => registries.delete(remote.name));
  }
  return pending;
}

async function resolveView(component: string, view: string, componentName?: string): Promise<ComponentType<any>> {
  const table = await queryClient.fetchQuery(remoteTableQuery);
  const remote = table.resolve(component);
  if (!remote) throw new ViewNotFoundError(component);
  const registry = await registryOf(remote);
  const found = registry[view] ?? (componentName ? registry[componentName] : undefined);
  if (!found) throw new ViewNotFoundError(component);
  return found;
}

export function loadView(component: string, view: string, componentName?: string): Promise<ComponentType<any>> {
  let pending = views.get(component);
  if (!pending) {
    pending = resolveView(component, view, componentName);
    views.set(component, pending);
  }
  return pending;
}

export function forgetView(component: string): void {
  views.delete(component);
  queryClient.removeQueries({ queryKey: remoteTableQuery.queryKey });
}
