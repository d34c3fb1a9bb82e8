import { duplicateCheckRule, lengthRules, rules, type FormSchemaItem } from 'shared-widgets';

/**
 * The demo entity as a dynamic-form schema: one item per widget type of the registry — basic
 * antd widgets, B3's pickers (sel_depart, sel_user, pca, cat_tree, switch, auto_number), B2's
 * uploads and editors (file, image, umeditor, markdown) and B4's cron and effective_date.
 * `editingId` excludes the edited record from the duplicate check.
 */
export function demoSchema(editingId: () => string | undefined): FormSchemaItem[] {
  return [
    { key: 'name', label: '名称', type: 'input', placeholder: '请输入名称', rules: lengthRules('名称', { min: 2, max: 50 }) },
    { key: 'sex', label: '性别', type: 'radio', dictCode: 'sex' },
    { key: 'age', label: '年龄', type: 'number', onlyInteger: true, rules: rules.naturalNumber, widgetAttrs: { min: 0, max: 150 } },
    { key: 'birthday', label: '生日', type: 'date', placeholder: '请选择生日' },
    { key: 'phone', label: '手机', type: 'input', placeholder: '请输入手机号', rules: [rules.mobile[1]] },
    { key: 'email', label: '邮箱', type: 'input', placeholder: '请输入邮箱', rules: rules.email },
    { key: 'userNames', label: '负责人', type: 'sel_user', fieldExtendJson: { store: 'username', text: 'realname' } },
    { key: 'departIds', label: '所属部门', type: 'sel_depart' },
    { key: 'areaCode', label: '所在地区', type: 'pca' },
    { key: 'category', label: '分类', type: 'cat_tree', pcode: 'B01' },
    { key: 'enabled', label: '启用', type: 'switch', defaultValue: 'N' },
    {
      key: 'orderNumCode',
      label: '订单编号',
      type: 'auto_number',
      widgetAttrs: { ruleCode: 'demo_order_num' },
      rules: [duplicateCheckRule({ tableName: 'demo', fieldName: 'order_num_code', dataId: editingId })],
    },
    { key: 'cron', label: '执行计划', type: 'cron', placeholder: '请输入或选择Cron表达式' },
    { key: 'effective', label: '生效日期', type: 'effective_date' },
    { key: 'files', label: '附件', type: 'file', fieldExtendJson: { uploadnum: 3, down: true }, span: 24 },
    { key: 'images', label: '图片', type: 'image', fieldExtendJson: { uploadnum: 2 }, span: 24 },
    { key: 'content', label: '内容', type: 'umeditor', span: 24 },
    { key: 'remark', label: '备注', type: 'markdown', span: 24 },
  ];
}
