import { useQueryClient } from '@tanstack/react-query';
import { Alert, Spin } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { carsByOrgOptions } from '../api/get-cars-by-org';
import { departNames, directCars, filterByPlate, onlineByOrg, orgPath } from '../domain/car-filter';
import { useElementHeight } from '../hooks/use-element-height';
import { useMapStore } from '../stores/map-store';
import type { OrgNode, Vehicle, VehicleStatus } from '../types';
import OrgTree from './org-tree';
import PlateResultList, { type PlateCandidate } from './plate-result-list';
import PlateSearch from './plate-search';

const RESULT_LIMIT = 100;

type TreeHandle = { scrollTo: (options: { key: string; align?: 'top' | 'bottom' | 'auto' }) => void };

interface FleetSidePanelProps {
  tree: OrgNode[];
  loading: boolean;
  error?: string | null;
}

export default function FleetSidePanel({ tree, loading, error }: FleetSidePanelProps) {
  const queryClient = useQueryClient();
  const live = useMapStore((s) => s.live);
  const singleId = useMapStore((s) => s.singleId);
  const selectCar = useMapStore((s) => s.selectCar);
  const [carsByOrg, setCarsByOrg] = useState<Record<string, Vehicle[]>>({});
  const [expandedKeys, setExpandedKeys] = useState<string[]>([]);
  const [plate, setPlate] = useState('');
  const pendingReveal = useRef<string | null>(null);
  const treeRef = useRef<TreeHandle>(null);
  const treeBoxRef = useRef<HTMLDivElement>(null);
  const treeHeight = useElementHeight(treeBoxRef);

  useEffect(() => {
    if (tree.length) setExpandedKeys((keys) => (keys.length ? keys : tree.map((n) => String(n.id))));
  }, [tree]);

  const loadOrg = useCallback(
    async (orgId: string) => {
      const cars = await queryClient.fetchQuery(carsByOrgOptions(orgId)).catch(() => [] as Vehicle[]);
      setCarsByOrg((prev) => ({ ...prev, [orgId]: directCars(cars, orgId) }));
    },
    [queryClient],
  );

  const online = useMemo(() => (live.total ? onlineByOrg(tree, live.byId.values()) : null), [tree, live]);
  const statusOf = useCallback((carId: string): VehicleStatus => live.byId.get(carId)?.status ?? 'offline', [live]);

  const names = useMemo(() => departNames(tree), [tree]);
  const searching = plate.trim() !== '';
  const candidates = useMemo(() => {
    // only while a plate is typed: rebuilding 10,000 candidates on every live tick costs ~10 ms
    if (!searching) return [];
    const byId = new Map<string, PlateCandidate>();
    for (const cars of Object.values(carsByOrg)) {
      for (const c of cars) byId.set(c.id, { carId: c.id, carNum: c.carNum, status: 'offline', departName: c.departName ?? undefined });
    }
    for (const v of live.byId.values()) byId.set(v.carId, { carId: v.carId, carNum: v.carNum, status: v.status, departName: names.get(v.departId) });
    return [...byId.values()];
  }, [carsByOrg, live, names, searching]);
  const matches = useMemo(() => filterByPlate(candidates, plate, RESULT_LIMIT), [candidates, plate]);

  useEffect(() => {
    if (!singleId) return;
    const { live: current } = useMapStore.getState();
    const departId = current.byId.get(singleId)?.departId;
    if (!departId) return;
    pendingReveal.current = singleId;
    const path = orgPath(tree, departId);
    setExpandedKeys((keys) => {
      const missing = path.filter((k) => !keys.includes(k));
      return missing.length ? [...keys, ...missing] : keys;
    });
  }, [singleId, tree]);

  useEffect(() => {
    const carId = pendingReveal.current;
    if (!carId || !Object.values(carsByOrg).some((cars) => cars.some((c) => c.id === carId))) return;
    pendingReveal.current = null;
    requestAnimationFrame(() => treeRef.current?.scrollTo({ key: `car:${carId}`, align: 'auto' }));
  }, [carsByOrg, expandedKeys]);

  return (
    <div style={{ display: 'flex', flexDirection: 'column', height: '100%', gap: 8, padding: 12 }}>
      <PlateSearch value={plate} onChange={setPlate} />
      <div style={{ fontSize: 12, color: '#8c8c8c' }}>{plate.trim() ? `车牌号匹配 ${matches.length} 辆` : '组织机构（在线/总数）'}</div>
      <div ref={treeBoxRef} style={{ flex: 1, minHeight: 0, overflow: 'hidden' }}>
        {plate.trim() ? (
          <PlateResultList matches={matches} limit={RESULT_LIMIT} selectedCarId={singleId} onPick={(carId, carNum) => selectCar(carId, carNum)} />
        ) : error ? (
          <Alert type="warning" showIcon message={error} />
        ) : loading ? (
          <Spin style={{ display: 'block', marginTop: 24 }} />
        ) : (
          <OrgTree
            tree={tree}
            carsByOrg={carsByOrg}
            online={online}
            statusOf={statusOf}
            expandedKeys={expandedKeys}
            onExpand={setExpandedKeys}
            onLoadOrg={loadOrg}
            selectedCarId={singleId}
            onSelectCar={(carId, carNum) => selectCar(carId, carNum)}
            height={treeHeight}
            treeRef={treeRef}
          />
        )}
      </div>
    </div>
  );
}
