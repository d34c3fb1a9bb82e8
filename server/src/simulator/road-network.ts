import type { City } from './cities.js';
import { bearingDeg, distanceM, offsetM, type LatLon } from './geo.js';
import { between, createRng, hashSeed } from './rng.js';

/** Road classes with their cruise speed (km/h): ring expressway, arterial road, street. */
export type RoadClass = 'ring' | 'arterial' | 'street';

/** Usual cruising speed per road class, km/h (the simulator varies it per vehicle). */
export const CRUISE_KMH: Record<RoadClass, number> = { ring: 85, arterial: 60, street: 40 };

/** A directed road segment between two nodes, with its length (m) and real bearing (deg). */
export interface RoadEdge {
  id: number;
  from: number;
  to: number;
  roadClass: RoadClass;
  lengthM: number;
  bearing: number;
}

/** A street network: nodes (intersections) and directed edges; `out[node]` lists edge ids. */
export interface RoadNetwork {
  city: City;
  nodes: LatLon[];
  edges: RoadEdge[];
  out: number[][];
}

/** Shape of the generated network. */
export interface NetworkOptions {
  /** grid nodes per side (default 15) */
  gridSize?: number;
  /** grid spacing, m (default 650) */
  spacingM?: number;
  /** ring road radius, m (default 3600) */
  ringRadiusM?: number;
  /** ring road nodes (default 36) */
  ringNodes?: number;
}

/**
 * Builds a deterministic street-grid-like network around a city: a jittered grid whose every 4th
 * line is an arterial road, ~8% of street links removed (never leaving a node with fewer than
 * two roads, so there are no dead ends), and a ring expressway joined to the grid by ramps.
 */
export function buildNetwork(city: City, opts: NetworkOptions = {}): RoadNetwork {
  const n = opts.gridSize ?? 15;
  const spacing = opts.spacingM ?? 650;
  const ringR = opts.ringRadiusM ?? 3600;
  const ringCount = opts.ringNodes ?? 36;
  const rng = createRng(hashSeed(city.key));
  const nodes: LatLon[] = [];
  const half = ((n - 1) * spacing) / 2;
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < n; j++) {
      nodes.push(offsetM(city.center, j * spacing - half + between(rng, -60, 60), i * spacing - half + between(rng, -60, 60)));
    }
  }
  const links: Array<[number, number, RoadClass]> = [];
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < n; j++) {
      const id = i * n + j;
      if (j + 1 < n) links.push([id, id + 1, i % 4 === 0 ? 'arterial' : 'street']);
      if (i + 1 < n) links.push([id, id + n, j % 4 === 0 ? 'arterial' : 'street']);
    }
  }
  const degree = new Array<number>(nodes.length).fill(0);
  for (const [a, b] of links) {
    degree[a]++;
    degree[b]++;
  }
  const kept = links.filter(([a, b, cls]) => {
    if (cls !== 'street' || rng() > 0.08 || degree[a] <= 2 || degree[b] <= 2) return true;
    degree[a]--;
    degree[b]--;
    return false;
  });
  const ringStart = nodes.length;
  for (let k = 0; k < ringCount; k++) {
    const a = (2 * Math.PI * k) / ringCount;
    nodes.push(offsetM(city.center, ringR * Math.sin(a), ringR * Math.cos(a)));
    kept.push([ringStart + k, ringStart + ((k + 1) % ringCount), 'ring']);
  }
  for (let k = 0; k < ringCount; k += 2) {
    const r = ringStart + k;
    let best = -1;
    let bestD = Infinity;
    for (let g = 0; g < ringStart; g++) {
      const d = distanceM(nodes[r], nodes[g]);
      if (d < bestD) {
        bestD = d;
        best = g;
      }
    }
    if (bestD < 600) kept.push([r, best, 'arterial']);
  }
  const edges: RoadEdge[] = [];
  const out: number[][] = nodes.map(() => []);
  for (const [a, b, roadClass] of kept) {
    for (const [from, to] of [[a, b], [b, a]]) {
      const e: RoadEdge = { id: edges.length, from, to, roadClass, lengthM: distanceM(nodes[from], nodes[to]), bearing: bearingDeg(nodes[from], nodes[to]) };
      edges.push(e);
      out[from].push(e.id);
    }
  }
  return { city, nodes, edges, out };
}

const cache = new Map<string, RoadNetwork>();

/** The default network of a city, built once per process. */
export function networkOf(city: City): RoadNetwork {
  let net = cache.get(city.key);
  if (!net) cache.set(city.key, (net = buildNetwork(city)));
  return net;
}
