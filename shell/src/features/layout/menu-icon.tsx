import {
  AlertOutlined,
  AppstoreOutlined,
  BarChartOutlined,
  BellOutlined,
  CarOutlined,
  ClusterOutlined,
  DashboardOutlined,
  DatabaseOutlined,
  EnvironmentOutlined,
  FileTextOutlined,
  HomeOutlined,
  MonitorOutlined,
  NodeIndexOutlined,
  SettingOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';

const icons: Record<string, ComponentType> = {
  alert: AlertOutlined,
  appstore: AppstoreOutlined,
  barchart: BarChartOutlined,
  bell: BellOutlined,
  car: CarOutlined,
  cluster: ClusterOutlined,
  dashboard: DashboardOutlined,
  database: DatabaseOutlined,
  environment: EnvironmentOutlined,
  filetext: FileTextOutlined,
  home: HomeOutlined,
  monitor: MonitorOutlined,
  nodeindex: NodeIndexOutlined,
  setting: SettingOutlined,
  team: TeamOutlined,
  user: UserOutlined,
};

export function MenuIcon({ name }: { name?: string }) {
  if (!name) return null;
  const key = name.toLowerCase().replace(/(outlined|filled|twotone)$/, '').replace(/[^a-z]/g, '');
  const Icon = icons[key] ?? AppstoreOutlined;
  return <Icon />;
}
