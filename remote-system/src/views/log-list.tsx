import { Card, Tabs } from 'antd';
import { LogTable } from '../features/log/log-table';
import { LOG_TEXTS } from '../features/log/log-types';

/**
 * 日志管理 (issue 5): tabs 登录日志 (logType 1) and 操作日志 (logType 2), each with its own query,
 * paging, sort and delete / clear (docs/admin-contract.md "Logs").
 */
export default function LogList() {
  return (
    <Card variant="borderless">
      <Tabs
        destroyOnHidden
        items={[
          { key: '1', label: LOG_TEXTS.loginTab, children: <LogTable logType={1} /> },
          { key: '2', label: LOG_TEXTS.operateTab, children: <LogTable logType={2} /> },
        ]}
      />
    </Card>
  );
}
