import { Button, Card, Input, Space } from 'antd';
import { useState } from 'react';
import { http } from 'shared-session';
import { DetailModal, IframeWrapper, type DetailItem } from 'shared-widgets';
import { DEMO_URLS, type DemoRecord } from '../form/demo-types';

const FIELDS: [keyof DemoRecord, string][] = [
  ['name', '名称'], ['sex_dictText', '性别'], ['age', '年龄'], ['birthday', '生日'], ['phone', '手机号'], ['email', '邮箱'],
  ['orderNumCode', '编号'], ['areaCode', '地区编码'], ['enabled', '是否启用'], ['cron', '执行计划'], ['createBy', '创建人'], ['createTime', '创建时间'],
];

const cellText = (key: keyof DemoRecord, value: unknown): string => {
  if (value === null || value === undefined) return '';
  if (key === 'enabled') return value === 'Y' ? '是' : '否';
  return String(value);
};

/** 详细信息 of the newest demo record, and the iframe wrapper around a same-site page (the OpenAPI document by default). */
export function DetailIframeDemo() {
  const [items, setItems] = useState<DetailItem[] | null>(null);
  const [src, setSrc] = useState('/jeecg-boot/v3/api-docs');
  const [draft, setDraft] = useState(src);

  const openDetail = async () => {
    const answer = await http.get<{ records: DemoRecord[] }>(DEMO_URLS.list, { params: { pageNo: 1, pageSize: 1 } });
    const record = answer.result?.records?.[0];
    setItems(record ? FIELDS.map(([key, label]) => ({ label, value: cellText(key, record[key]) })) : []);
  };

  return (
    <Card size="small" title="详细信息与内嵌页面" data-testid="detail-iframe-demo">
      <Space wrap style={{ marginBottom: 12 }}>
        <Button onClick={() => void openDetail()}>查看详细信息</Button>
        <Input value={draft} onChange={(e) => setDraft(e.target.value)} style={{ width: 360 }} aria-label="内嵌页面地址" />
        <Button onClick={() => setSrc(draft)}>打开页面</Button>
      </Space>
      <IframeWrapper src={src} title="内嵌页面" height={320} />
      <DetailModal open={items !== null} items={items ?? []} onClose={() => setItems(null)} />
    </Card>
  );
}
