import { Empty, Typography } from 'antd';
import type { Notice } from './notice-api';
import { PriorityTag } from './priority-tag';

interface Props {
  items: Notice[];
  onOpen(id: string): void;
  onMore(): void;
}

/** One tab of the bell's popover: items with title, publish time and priority tag, then 查看更多. */
export function NoticeList({ items, onOpen, onMore }: Props) {
  return (
    <div className="notice-list">
      {items.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无消息" />}
      {items.map((n) => (
        <div key={n.id} className="notice-item" role="button" onClick={() => onOpen(n.id)} data-testid="notice-item">
          <div style={{ minWidth: 0, flex: 1 }}>
            <Typography.Text ellipsis={{ tooltip: n.titile }} style={{ display: 'block' }}>{n.titile}</Typography.Text>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>{n.sendTime ?? n.createTime}</Typography.Text>
          </div>
          <PriorityTag priority={n.priority} />
        </div>
      ))}
      <div style={{ textAlign: 'center', padding: '8px 0 0', borderTop: '1px solid #f0f0f0' }}>
        <Typography.Link onClick={onMore}>查看更多</Typography.Link>
      </div>
    </div>
  );
}
