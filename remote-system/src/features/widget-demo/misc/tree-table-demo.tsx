import { Card } from 'antd';
import { TreeTable } from 'shared-widgets';

/** The lazily loaded tree table over the visible department tree (one level per expand). */
export function TreeTableDemo() {
  return (
    <Card size="small" title="树形表格（展开时加载下级部门）">
      <TreeTable
        url="/sys/sysDepart/queryDepartTreeSync"
        parentKey="pid"
        hasChildren={(row) => row.isLeaf === false}
        columns={[
          { title: '部门名称', dataIndex: 'departName' },
          { title: '机构编码', dataIndex: 'orgCode' },
        ]}
      />
    </Card>
  );
}
