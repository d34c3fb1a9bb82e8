import { constructRoutes, matchRoute } from 'single-spa-layout';

export interface RemoteApp {
  name: string;
  entry: string;
  prefix: string;
}

export interface RemoteTable {
  remotes: RemoteApp[];
  resolve(component: string): RemoteApp | undefined;
}

type LayoutNode = { type?: string; name?: string; routes?: LayoutNode[] };

export function buildLayout(remotes: RemoteApp[]) {
  return {
    mode: 'history',
    base: '/',
    containerEl: 'body',
    routes: remotes.map((r) => ({
      type: 'route',
      path: `/${r.prefix.replace(/^\/+|\/+$/g, '')}`,
      routes: [{ type: 'application', name: r.name }],
    })),
  };
}

function firstApplication(nodes: LayoutNode[] | undefined): string | undefined {
  for (const node of nodes ?? []) {
    if (node.type === 'application' && node.name) return node.name;
    const inner = firstApplication(node.routes);
    if (inner) return inner;
  }
  return undefined;
}

export function createRemoteTable(remotes: RemoteApp[]): RemoteTable {
  const valid = remotes.filter((r) => r && r.name && r.entry && r.prefix);
  const resolved = constructRoutes(buildLayout(valid));
  const byName = new Map(valid.map((r) => [r.name, r]));
  return {
    remotes: valid,
    resolve(component) {
      const path = `/${component.replace(/^\/+/, '')}`;
      const name = firstApplication(matchRoute(resolved, path).routes as LayoutNode[]);
      return name ? byName.get(name) : undefined;
    },
  };
}
