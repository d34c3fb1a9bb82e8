/** A demo record on the wire (GET /test/jeecgDemo/list, queryById; docs/widgets-contract.md "Demo entity"). */
export interface DemoRecord {
  id: string;
  name: string;
  sex: string | null;
  sex_dictText: string | null;
  age: number | null;
  birthday: string | null;
  email: string | null;
  phone: string | null;
  departIds: string | null;
  userNames: string | null;
  areaCode: string | null;
  cron: string | null;
  effective: string | null;
  enabled: string;
  orderNumCode: string | null;
  files: string | null;
  images: string | null;
  content: string | null;
  remark: string | null;
  category: string | null;
  createBy: string | null;
  createTime: string | null;
  updateTime: string | null;
}

/** The demo calls (helper A2's /test/jeecgDemo). */
export const DEMO_URLS = {
  list: '/test/jeecgDemo/list',
  add: '/test/jeecgDemo/add',
  edit: '/test/jeecgDemo/edit',
  queryById: '/test/jeecgDemo/queryById',
  delete: '/test/jeecgDemo/delete',
  deleteBatch: '/test/jeecgDemo/deleteBatch',
} as const;
