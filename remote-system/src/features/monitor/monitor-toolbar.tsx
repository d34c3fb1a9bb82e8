import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Space, Typography } from 'antd';
import { MONITOR_TEXTS } from './monitor-types';

/** Props of {@link MonitorToolbar}. */
export interface MonitorToolbarProps {
  loading: boolean;
  updatedAt: number | null;
  error: string | null;
  onReload(): void;
}

/** 刷新 button, the time of the last reading (China time) and the last error of a monitoring page. */
export function MonitorToolbar({ loading, updatedAt, error, onReload }: MonitorToolbarProps) {
  return (
    <Space orientation="vertical" style={{ width: '100%', marginBottom: 12 }}>
      <Space>
        <Button icon={<ReloadOutlined />} loading={loading} onClick={onReload}>{MONITOR_TEXTS.refresh}</Button>
        {updatedAt && (
          <Typography.Text type="secondary">
            {MONITOR_TEXTS.lastUpdate}：{new Date(updatedAt).toLocaleTimeString('zh-CN', { hour12: false, timeZone: 'Asia/Shanghai' })}
          </Typography.Text>
        )}
      </Space>
      {error && <Alert type="error" showIcon title={`${MONITOR_TEXTS.loadFailed}：${error}`} />}
    </Space>
  );
}
