import { App, Button, Card, Col, Empty, Row, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { http } from 'shared-session';
import { MarkdownEditor, RichTextEditor, sanitizeHtml } from 'shared-widgets';
import { errorMessage, saveDemo } from '../form/demo-api';
import { DEMO_URLS, type DemoRecord } from '../form/demo-types';

/** The newest demo record (GET /test/jeecgDemo/list, page size 1), or null when there is none. */
async function firstDemo(): Promise<DemoRecord | null> {
  const answer = await http.get<{ records: DemoRecord[] }>(DEMO_URLS.list, { params: { pageNo: 1, pageSize: 1 } });
  return answer.success ? (answer.result?.records?.[0] ?? null) : null;
}

/**
 * Rich-text (wangEditor, images through the local-upload / web-address dialog) and markdown
 * editors bound to the newest demo record's `content` and `remark`; 保存 sends them with PUT
 * /test/jeecgDemo/edit and shows what the server stored (sanitised on the way in).
 */
export function RichContentDemo() {
  const { message } = App.useApp();
  const [record, setRecord] = useState<DemoRecord | null | undefined>(undefined);
  const [html, setHtml] = useState('');
  const [markdown, setMarkdown] = useState('');
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let live = true;
    firstDemo()
      .then((r) => {
        if (!live) return;
        setRecord(r);
        setHtml(sanitizeHtml(r?.content));
        setMarkdown(r?.remark ?? '');
      })
      .catch(() => live && setRecord(null));
    return () => {
      live = false;
    };
  }, []);

  const save = async () => {
    if (!record) return;
    setSaving(true);
    try {
      const { message: text, record: saved } = await saveDemo({ content: html, remark: markdown }, record.id);
      setHtml(sanitizeHtml(saved.content));
      setRecord(saved);
      message.success(text);
    } catch (e) {
      message.warning(errorMessage(e));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card
      size="small"
      title={record ? `富文本与Markdown（示例数据：${record.name}）` : '富文本与Markdown'}
      data-testid="rich-content-demo"
      extra={
        <Button type="primary" disabled={!record} loading={saving} onClick={() => void save()}>
          保存
        </Button>
      }
    >
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <Typography.Title level={5}>富文本编辑器</Typography.Title>
          <RichTextEditor value={html} onChange={setHtml} placeholder="请输入内容，工具栏的图片按钮可本地上传或填写网络图片地址" />
        </Col>
        <Col xs={24} xl={12}>
          <Typography.Title level={5}>Markdown编辑器</Typography.Title>
          <MarkdownEditor value={markdown} onChange={setMarkdown} />
        </Col>
        <Col span={24}>
          <Typography.Title level={5}>服务器保存的内容</Typography.Title>
          {record?.content ? (
            <Space orientation="vertical" style={{ width: '100%' }}>
              <div className="saved-html" style={{ border: '1px dashed #d9d9d9', padding: 8 }} dangerouslySetInnerHTML={{ __html: sanitizeHtml(record.content) }} />
            </Space>
          ) : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={record === null ? '暂无示例数据' : '尚未保存富文本内容'} />
          )}
        </Col>
      </Row>
    </Card>
  );
}
