import { CopyOutlined, DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { App, Card, Col, Row, Typography } from 'antd';
import { useState } from 'react';
import { ContextMenu, DragVerify, ListPagination } from 'shared-widgets';

/** Drag slider verification, the right-click menu and the pagination. */
export function InteractionDemo() {
  const { message } = App.useApp();
  const [verified, setVerified] = useState(false);
  const [page, setPage] = useState({ current: 1, size: 10 });
  return (
    <Card size="small" title="交互组件">
      <Row gutter={24}>
        <Col span={12}>
          <Typography.Paragraph strong>拖动滑块验证</Typography.Paragraph>
          <DragVerify onSuccess={() => setVerified(true)} />
          <Typography.Text type="secondary">{verified ? '已通过验证' : '未验证'}</Typography.Text>
        </Col>
        <Col span={12}>
          <Typography.Paragraph strong>右键菜单</Typography.Paragraph>
          <ContextMenu
            items={[
              { key: 'copy', label: '复制', icon: <CopyOutlined /> },
              { key: 'edit', label: '编辑', icon: <EditOutlined /> },
              { key: 'delete', label: '删除', icon: <DeleteOutlined />, danger: true },
            ]}
            onSelect={(key) => message.info(`选择了：${key}`)}
          >
            <div style={{ height: 80, border: '1px dashed #d9d9d9', display: 'flex', alignItems: 'center', justifyContent: 'center', color: '#8c8c8c' }}>在此区域点击右键</div>
          </ContextMenu>
        </Col>
        <Col span={24} style={{ marginTop: 24 }}>
          <Typography.Paragraph strong>分页</Typography.Paragraph>
          <ListPagination current={page.current} pageSize={page.size} total={235} onChange={(current, size) => setPage({ current, size })} />
          <Typography.Text type="secondary">
            第 {page.current} 页，每页 {page.size} 条
          </Typography.Text>
        </Col>
      </Row>
    </Card>
  );
}
