import type { OrgNode, VehicleState } from '../types';

/**
 * Cars whose plate contains `text` (trimmed, case-insensitive), plates starting with it first,
 * then by plate; at most `limit`. Empty text gives no match.
 */
export function filterByPlate<T extends { carNum: string }>(cars: Iterable<T>, text: string, limit = 50): T[] {
  const needle = text.trim().toUpperCase();
  if (!needle) return [];
  const starts: T[] = [];
  const contains: T[] = [];
  for (const car of cars) {
    const plate = car.carNum.toUpperCase();
    if (plate.startsWith(needle)) starts.push(car);
    else if (plate.includes(needle)) contains.push(car);
  }
  const byPlate = (a: T, b: T) => a.carNum.localeCompare(b.carNum, 'zh-CN');
  return [...starts.sort(byPlate), ...contains.sort(byPlate)].slice(0, limit);
}

/** The cars directly in department `orgId` (getCarsByOrg answers with descendants too; the tree lists those under their own node). */
export function directCars<T extends { departId: string }>(cars: T[], orgId: string): T[] {
  return cars.filter((c) => String(c.departId) === String(orgId));
}

/** Department id -> department name, over the whole tree. */
export function departNames(tree: OrgNode[]): Map<string, string> {
  const names = new Map<string, string>();
  const walk = (nodes: OrgNode[]) => {
    for (const n of nodes) {
      names.set(String(n.id), n.title);
      if (n.children) walk(n.children);
    }
  };
  walk(tree);
  return names;
}

/** Online (not offline) vehicles per department, each department counting its descendants' vehicles too. */
export function onlineByOrg(tree: OrgNode[], vehicles: Iterable<VehicleState>): Map<string, number> {
  const direct = new Map<string, number>();
  for (const v of vehicles) {
    if (v.status !== 'offline') direct.set(v.departId, (direct.get(v.departId) ?? 0) + 1);
  }
  const result = new Map<string, number>();
  const sum = (node: OrgNode): number => {
    let total = direct.get(String(node.id)) ?? 0;
    for (const child of node.children ?? []) total += sum(child);
    result.set(String(node.id), total);
    return total;
  };
  tree.forEach(sum);
  return result;
}

/** Ids of the departments from a root down to `orgId` (inclusive); empty when it is not in the tree. */
export function orgPath(tree: OrgNode[], orgId: string): string[] {
  for (const node of tree) {
    if (String(node.id) === String(orgId)) return [String(node.id)];
    const below = orgPath(node.children ?? [], orgId);
    if (below.length) return [String(node.id), ...below];
  }
  return [];
}
