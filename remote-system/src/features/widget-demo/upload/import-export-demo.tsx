import { DownloadOutlined, ExportOutlined, ImportOutlined } from '@ant-design/icons';
import { App, Button, Card, Input, Space, Table } from 'antd';
import { useState } from 'react';
import { hasPermission } from 'shared-session';
import { buildListParams, encodeQueryValue, exportListXls, ImportExcelModal, useListPage } from 'shared-widgets';
import { demoColumns } from '../form/demo-columns';
import { DEMO_URLS, type DemoRecord } from '../form/demo-types';
import { downloadImportTemplate } from './import-template';

/** The demo entity's import / export calls (helper A2). */
export const DEMO_EXCEL_URLS = { importExcel: '/test/jeecgDemo/importExcel', exportXls: '/test/jeecgDemo/exportXls' } as const;

/**
 * Excel import and export of the demo records against the real server: 导入 opens 导入EXCEL
 * (online mode with 是否开启校验; code 201 shows 导入成功,但是有错误数据! with the error file link),
 * 导出 downloads the list's xlsx for the current query (and the selected rows), 下载导入模板
 * builds a valid workbook to fill in. The list reloads after an import.
 */
export function ImportExportDemo() {
  const { message } = App.useApp();
  const list = useListPage<DemoRecord>({ url: { list: DEMO_URLS.list } });
  const [importOpen, setImportOpen] = useState(false);
  const [keyword, setKeyword] = useState('');
  const canImport = hasPermission('test:jeecgDemo:importExcel');
  const canExport = hasPermission('test:jeecgDemo:exportXls');

  const exportList = async () => {
    const params: Record<string, unknown> = buildListParams({ query: list.queryParam, pageNo: 1, pageSize: 10, superQuery: list.superQuery });
    delete params.pageNo;
    delete params.pageSize;
    if (list.selectedRowKeys.length) params.selections = list.selectedRowKeys.join(',');
    await exportListXls(DEMO_EXCEL_URLS.exportXls, params, '组件示例', (t) => void message.warning(t));
  };

  return (
    <Card size="small" title="Excel导入导出（示例数据）" data-testid="import-export-demo">
      <Space wrap style={{ marginBottom: 12 }}>
        <Input.Search
          allowClear
          placeholder="名称包含"
          aria-label="名称包含"
          value={keyword}
          onChange={(e) => setKeyword(e.target.value)}
          onSearch={(v) => void list.searchQuery(v ? { name: encodeQueryValue('like', v) } : {})}
          style={{ width: 220 }}
        />
        {canImport && (
          <Button type="primary" icon={<ImportOutlined />} onClick={() => setImportOpen(true)}>
            导入
          </Button>
        )}
        {canExport && (
          <Button icon={<ExportOutlined />} onClick={() => void exportList()}>
            导出
          </Button>
        )}
        <Button icon={<DownloadOutlined />} onClick={() => void downloadImportTemplate()}>
          下载导入模板
        </Button>
      </Space>
      <Table<DemoRecord>
        rowKey={list.rowKey}
        size="small"
        loading={list.loading}
        dataSource={list.dataSource}
        columns={demoColumns({})}
        pagination={list.pagination}
        rowSelection={list.rowSelection}
        onChange={list.onTableChange}
        scroll={{ x: 1100 }}
      />
      <ImportExcelModal
        open={importOpen}
        url={DEMO_EXCEL_URLS.importExcel}
        online
        onOk={() => void list.searchQuery({})}
        onClose={() => setImportOpen(false)}
      />
    </Card>
  );
}
