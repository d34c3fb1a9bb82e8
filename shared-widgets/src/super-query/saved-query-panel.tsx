import { DeleteOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Popconfirm, Typography } from 'antd';
import { SUPER_QUERY_TEXTS as T } from './super-query-texts';
import type { SavedQuery } from './super-query-types';

export interface SavedQueryPanelProps {
  list: SavedQuery[];
  onPick(query: SavedQuery): void;
  onDelete(title: string): void;
}

/**
 * The 保存的查询 panel (widgets-spec §2): the saved queries by title; clicking one loads it into
 * the builder, the delete icon asks 是否删除当前查询？ first.
 */
export function SavedQueryPanel({ list, onPick, onDelete }: SavedQueryPanelProps) {
  return (
    <Card size="small" title={T.savedTitle} data-testid="saved-queries">
      {list.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={T.savedEmpty} />
      ) : (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {list.map((q) => (
            <li key={q.title} style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', padding: '4px 0' }}>
              <Typography.Link onClick={() => onPick(q)}>{q.title}</Typography.Link>
              <Popconfirm title={T.deleteConfirm} onConfirm={() => onDelete(q.title)}>
                <Button type="text" size="small" aria-label={`删除 ${q.title}`} icon={<DeleteOutlined />} />
              </Popconfirm>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
