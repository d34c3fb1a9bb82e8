import { Badge, Tree } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { useMemo, type Ref } from 'react';
import { STATUS_COLOR, STATUS_LABEL } from '../domain/status';
import type { OrgNode, Vehicle, VehicleStatus } from '../types';

interface FleetNode extends DataNode {
  org?: OrgNode;
  car?: Vehicle;
  children?: FleetNode[];
}

type TreeHandle = { scrollTo: (options: { key: string; align?: 'top' | 'bottom' | 'auto' }) => void };

interface OrgTreeProps {
  tree: OrgNode[];
  carsByOrg: Record<string, Vehicle[]>;
  online: Map<string, number> | null;
  statusOf: (carId: string) => VehicleStatus;
  expandedKeys: string[];
  onExpand: (keys: string[]) => void;
  onLoadOrg: (orgId: string) => Promise<void>;
  selectedCarId: string | null;
  onSelectCar: (carId: string, carNum: string) => void;
  height: number;
  treeRef?: Ref<TreeHandle>;
}

export default function OrgTree(props: OrgTreeProps) {
  const { tree, carsByOrg, online, statusOf, expandedKeys, onExpand, onLoadOrg, selectedCarId, onSelectCar, height, treeRef } = props;

  const treeData = useMemo(() => {
    const toNode = (org: OrgNode): FleetNode => ({
      key: String(org.id),
      org,
      isLeaf: false,
      children: [
        ...(org.children ?? []).map(toNode),
        ...(carsByOrg[String(org.id)] ?? []).map((car) => ({ key: `car:${car.id}`, car, isLeaf: true })),
      ],
    });
    return tree.map(toNode);
  }, [tree, carsByOrg]);

  const renderTitle = (node: FleetNode) => {
    if (node.car) {
      const status = statusOf(node.car.id);
      return (
        <span data-testid={`car-row-${node.car.carNum}`} title={STATUS_LABEL[status]}>
          <Badge color={STATUS_COLOR[status]} style={{ marginRight: 6 }} />
          {node.car.carNum}
        </span>
      );
    }
    const org = node.org!;
    const onlineCount = online?.get(String(org.id)) ?? org.onlineCount;
    return (
      <span data-testid={`org-row-${org.id}`}>
        {org.title}
        <span style={{ color: '#8c8c8c', marginLeft: 6, fontSize: 12 }} title="在线/总数">
          (<span style={{ color: '#52c41a' }}>{onlineCount}</span>/{org.carCount})
        </span>
      </span>
    );
  };

  return (
    <Tree<FleetNode>
      ref={treeRef as Ref<never>}
      blockNode
      showLine
      height={height}
      treeData={treeData}
      expandedKeys={expandedKeys}
      onExpand={(keys) => onExpand(keys.map(String))}
      loadData={(node) => (node.org ? onLoadOrg(String(node.org.id)) : Promise.resolve())}
      selectedKeys={selectedCarId ? [`car:${selectedCarId}`] : []}
      onSelect={(_keys, info) => {
        const node = info.node as FleetNode;
        if (node.car) onSelectCar(node.car.id, node.car.carNum);
        else if (node.org) {
          const key = String(node.key);
          onExpand(expandedKeys.includes(key) ? expandedKeys.filter((k) => k !== key) : [...expandedKeys, key]);
        }
      }}
      titleRender={renderTitle}
    />
  );
}
