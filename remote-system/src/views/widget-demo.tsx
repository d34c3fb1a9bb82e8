import { Card, Tabs } from 'antd';
import { Suspense } from 'react';
import { DEMO_SECTIONS } from '../features/widget-demo/sections';

/** 组件示例: every widget of widgets-spec working against the real server, one tab per group. */
export default function WidgetDemo() {
  return (
    <Card size="small" variant="borderless" data-testid="widget-demo">
      <Tabs
        destroyOnHidden={false}
        items={DEMO_SECTIONS.map(({ key, label, Section }) => ({
          key,
          label,
          children: (
            <Suspense fallback={<div style={{ padding: 24, color: '#8c8c8c' }}>加载中…</div>}>
              <Section />
            </Suspense>
          ),
        }))}
      />
    </Card>
  );
}
