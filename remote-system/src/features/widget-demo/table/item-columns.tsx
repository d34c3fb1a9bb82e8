import { Button } from 'antd';
import type { TableColumn, TableRow } from 'shared-widgets';

/** The status values of the demo items (server seed); 已完成 rows are disabled. */
export const ITEM_STATUSES = ['待处理', '处理中', '已完成'];

/** Progress shown for a status (a derived, read-only column). */
export function progressOf(status: unknown): number {
  const i = ITEM_STATUSES.indexOf(String(status ?? ''));
  return i < 0 ? 0 : i * 50;
}

/** Adds the derived demo fields (progress, amount) to server rows. */
export function withDerived(rows: TableRow[]): TableRow[] {
  return rows.map((r) => ({ ...r, progress: progressOf(r.status), checked: r.checked ?? 'N' }));
}

/**
 * The demo's columns: every column type of widgets-spec §3. Columns marked (不保存) are not part
 * of the demo_item table and live in the page only.
 */
export function itemColumns(onDetail: (row: TableRow) => void): TableColumn[] {
  return [
    { key: 'orderNum', title: '排序', type: 'normal', width: 70, isOrder: true },
    { key: 'itemName', title: '名称', type: 'input', width: 140, placeholder: '请输入名称', validateRules: [{ required: true }] },
    { key: 'itemCode', title: '编码', type: 'input', width: 130, validateRules: [{ required: true }, { unique: true }, { pattern: '^P\\d{3,10}$', message: '编码须为P加3到10位数字' }] },
    { key: 'quantity', title: '数量', type: 'inputNumber', width: 100, statistics: ['sum', 'average'], validateRules: [{ pattern: 'n' }] },
    { key: 'price', title: '单价', type: 'inputNumber', width: 110, statistics: ['sum', 'average'], validateRules: [{ pattern: 'money' }] },
    { key: 'itemDate', title: '日期', type: 'date' },
    { key: 'itemTime', title: '时间', type: 'time', width: 120 },
    { key: 'status', title: '状态', type: 'select', width: 110, options: ITEM_STATUSES.map((s) => ({ value: s, text: s })), defaultValue: '待处理' },
    { key: 'tags', title: '分类', type: 'list_multi', width: 150, options: ['紧急', '常用', '一般'].map((s) => ({ value: s, text: s })), allowSearch: true },
    { key: 'filePath', title: '附件', type: 'file', width: 130 },
    { key: 'imagePath', title: '图片', type: 'image', width: 110 },
    { key: 'userName', title: '负责人', type: 'sel_user' },
    { key: 'departId', title: '部门', type: 'sel_depart' },
    { key: 'remark', title: '备注', type: 'textarea', width: 160 },
    { key: 'priority', title: '优先级(不保存)', type: 'radio', width: 120, dictCode: 'priority' },
    { key: 'checked', title: '核对(不保存)', type: 'checkbox', width: 110, customValue: ['Y', 'N'] },
    { key: 'checkTime', title: '核对时间(不保存)', type: 'datetime' },
    { key: 'searchUser', title: '搜索用户(不保存)', type: 'sel_search_async', width: 160, dictCode: 'sys_user,realname,username' },
    { key: 'reportUser', title: '报表选人(不保存)', type: 'popup', width: 160, popupCode: 'report_user', orgFields: 'realname,username', destFields: 'reportUser,userName' },
    { key: 'marks', title: '标记(不保存)', type: 'tags', width: 140 },
    { key: 'progress', title: '进度', type: 'progress', width: 140 },
    {
      key: 'amount',
      title: '金额',
      type: 'slot',
      width: 150,
      render: ({ row }) => (
        <span>
          {(Number(row.quantity ?? 0) * Number(row.price ?? 0)).toFixed(2)}{' '}
          <Button size="small" type="link" onClick={() => onDetail(row)}>
            详情
          </Button>
        </span>
      ),
    },
    { key: 'demoId', title: '记录', type: 'hidden' },
  ];
}
