import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** One tab of the widget demo page. */
export interface DemoSection {
  key: string;
  label: string;
  Section: LazyExoticComponent<ComponentType>;
}

/** The demo page's tabs, each a lazily loaded section file of this folder. */
export const DEMO_SECTIONS: DemoSection[] = [
  { key: 'form', label: '表单与选择器', Section: lazy(() => import('./form-section')) },
  { key: 'table', label: '可编辑表格', Section: lazy(() => import('./table-section')) },
  { key: 'upload', label: '上传与导入', Section: lazy(() => import('./upload-section')) },
  { key: 'pickers', label: '选择器', Section: lazy(() => import('./picker-section')) },
  { key: 'query', label: '高级查询', Section: lazy(() => import('./query-section')) },
  { key: 'cron', label: 'Cron与日期', Section: lazy(() => import('./cron-section')) },
  { key: 'editors', label: '编辑器', Section: lazy(() => import('./editor-section')) },
  { key: 'misc', label: '其他组件', Section: lazy(() => import('./misc-section')) },
];
