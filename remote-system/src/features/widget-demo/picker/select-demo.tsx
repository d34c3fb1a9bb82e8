import { Card, Row } from 'antd';
import { useState } from 'react';
import { CategorySelect, DictTreeSelect, LinkedSelect, SearchSelect } from 'shared-widgets';
import { DemoField } from './demo-field';

const LINK_CONFIG = { table: 'sys_category', txt: 'name', key: 'code', idField: 'id', pidField: 'pid', condition: '{"pid":"0"}' };
const LINK_OTHERS = [{ field: 'sub', title: '请选择子类' }, { field: 'leaf', title: '请选择细类' }];

/** 搜索、树与级联: search selects, the table tree select, the category select, the cascading select. */
export function SelectDemo() {
  const [asyncUser, setAsyncUser] = useState<string>();
  const [depart, setDepart] = useState<string>();
  const [tree, setTree] = useState('');
  const [category, setCategory] = useState('');
  const [linked, setLinked] = useState<Record<string, string | undefined>>({});
  return (
    <Card size="small" title="搜索、树与级联">
      <Row gutter={16}>
        <DemoField label="搜索选择（异步，用户表）" value={asyncUser} testId="demo-search-async"><SearchSelect dict="sys_user,realname,username" async value={asyncUser} onChange={setAsyncUser} placeholder="输入姓名搜索" /></DemoField>
        <DemoField label="搜索选择（同步，部门表）" value={depart}><SearchSelect dict="sys_depart,depart_name,id" value={depart} onChange={setDepart} /></DemoField>
        <DemoField label="树选择（分类表 sys_category）" value={tree}><DictTreeSelect dict="sys_category,name,id" pidField="pid" value={tree} onChange={setTree} /></DemoField>
        <DemoField label="分类选择（车辆分类 B01）" value={category}><CategorySelect pcode="B01" value={category} onChange={setCategory} /></DemoField>
        <DemoField label="树选择（错误的condition）"><DictTreeSelect dict="sys_category,name,id" condition="pid=0" /></DemoField>
        <DemoField label="级联选择（分类：大类 › 子类 › 细类）" value={linked} span={24}>
          <LinkedSelect config={LINK_CONFIG} field="top" title="请选择大类" others={LINK_OTHERS} values={linked} onChange={setLinked} />
        </DemoField>
      </Row>
    </Card>
  );
}
