import { buildXlsx, saveBlob, type XlsxColumn } from 'shared-widgets';

/** One row of the import template (the server reads the sheet by these Chinese header titles). */
export interface TemplateRow {
  名称: string;
  性别: string;
  年龄: number | null;
  生日: string;
  邮箱: string;
  手机号: string;
  是否启用: string;
  编号: string;
  分类: string;
  地区编码: string;
  备注: string;
}

/** The header titles the demo import reads (server: demo-excel-columns.ts), in column order. */
export const TEMPLATE_TITLES: (keyof TemplateRow)[] = ['名称', '性别', '年龄', '生日', '邮箱', '手机号', '是否启用', '编号', '分类', '地区编码', '备注'];

/** An example row that passes the server's rules (a unique 编号 per download). */
export function exampleRow(now = new Date()): TemplateRow {
  const stamp = `${now.getFullYear()}${String(now.getMonth() + 1).padStart(2, '0')}${String(now.getDate()).padStart(2, '0')}${String(now.getTime()).slice(-6)}`;
  return {
    名称: '示例导入',
    性别: '男',
    年龄: 30,
    生日: '1995-06-18',
    邮箱: 'demo@example.com',
    手机号: '13800138000',
    是否启用: '是',
    编号: `IMP${stamp}`,
    分类: '',
    地区编码: '330106',
    备注: '由导入模板生成',
  };
}

const COLUMNS: XlsxColumn<TemplateRow>[] = TEMPLATE_TITLES.map((title) => ({ title, value: title }));

/** Builds the 导入模板.xlsx (header + one valid example row) in the browser and saves it. */
export async function downloadImportTemplate(): Promise<void> {
  const bytes = await buildXlsx(COLUMNS, [exampleRow()], '导入模板');
  saveBlob(new Blob([bytes as BlobPart], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }), '导入模板.xlsx');
}
