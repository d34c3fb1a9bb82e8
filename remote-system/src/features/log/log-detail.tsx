import { Descriptions } from 'antd';
import type { SysLog } from './log-types';

/** The expanded row of an operation log: route, URL, HTTP method and the masked parameter summary. */
export function LogDetail({ row }: { row: SysLog }) {
  return (
    <Descriptions
      size="small"
      column={1}
      items={[
        { key: 'method', label: '请求方法', children: row.method ?? '-' },
        { key: 'url', label: '请求路径', children: row.requestUrl ?? '-' },
        { key: 'type', label: '请求类型', children: row.requestType ?? '-' },
        { key: 'param', label: '请求参数', children: <code style={{ wordBreak: 'break-all' }}>{row.requestParam ?? '-'}</code> },
      ]}
    />
  );
}
