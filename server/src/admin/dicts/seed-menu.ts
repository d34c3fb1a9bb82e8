import type { Kysely } from 'kysely';
import type { SeedPermission } from '../../seed/menu.js';
import { addSeedMenuToExistingDatabase } from '../../seed/permission-rows.js';

/**
 * Button codes of the dictionary, category, rule, message and data-log pages (checked on the
 * server by requirePermission; docs/admin-contract.md "Dictionaries, categories, rules, messages,
 * data logs").
 */
export const DICT_ADMIN_PERMS = {
  dictAdd: 'system:dict:add',
  dictEdit: 'system:dict:edit',
  dictDelete: 'system:dict:delete',
  dictImport: 'system:dict:import',
  dictExport: 'system:dict:export',
  categoryAdd: 'system:category:add',
  categoryEdit: 'system:category:edit',
  categoryDelete: 'system:category:delete',
  checkRuleAdd: 'system:checkRule:add',
  checkRuleEdit: 'system:checkRule:edit',
  checkRuleDelete: 'system:checkRule:delete',
  fillRuleAdd: 'system:fillRule:add',
  fillRuleEdit: 'system:fillRule:edit',
  fillRuleDelete: 'system:fillRule:delete',
  messageList: 'system:message:list',
  messageAdd: 'system:message:add',
  messageEdit: 'system:message:edit',
  messageDelete: 'system:message:delete',
  messageSend: 'system:message:send',
  messageResend: 'system:message:resend',
  dataLogList: 'system:dataLog:list',
} as const;

const P = DICT_ADMIN_PERMS;
const button = (id: string, parentId: string, name: string, perms: string, sortNo: number): SeedPermission => ({ id, parentId, name, menuType: 2, perms, sortNo });
const menu = (id: string, name: string, url: string, view: string, icon: string, sortNo: number): SeedPermission => ({
  id, parentId: 'perm_system', name, menuType: 1, url, component: `system/${view}`, componentName: view, icon, sortNo,
});

/**
 * The menus 数据字典, 分类字典, 编码校验规则, 填值规则, 消息模板, 消息记录, 数据日志 under 系统管理 and
 * their buttons. The admin role is granted all of them; other roles none.
 */
export const DICT_ADMIN_MENU: SeedPermission[] = [
  menu('perm_sys_dict', '数据字典', '/system/dict', 'DictList', 'book', 30),
  menu('perm_sys_category', '分类字典', '/system/category', 'CategoryList', 'partition', 31),
  menu('perm_sys_check_rule', '编码校验规则', '/system/check-rule', 'CheckRuleList', 'safety', 32),
  menu('perm_sys_fill_rule', '填值规则', '/system/fill-rule', 'FillRuleList', 'number', 33),
  menu('perm_sys_message_template', '消息模板', '/system/message-template', 'MessageTemplateList', 'mail', 34),
  menu('perm_sys_message', '消息记录', '/system/message', 'MessageList', 'message', 35),
  menu('perm_sys_data_log', '数据日志', '/system/data-log', 'DataLogList', 'diff', 36),
  button('perm_btn_dict_add', 'perm_sys_dict', '添加字典', P.dictAdd, 0),
  button('perm_btn_dict_edit', 'perm_sys_dict', '编辑字典', P.dictEdit, 1),
  button('perm_btn_dict_delete', 'perm_sys_dict', '删除字典', P.dictDelete, 2),
  button('perm_btn_dict_import', 'perm_sys_dict', '导入字典', P.dictImport, 3),
  button('perm_btn_dict_export', 'perm_sys_dict', '导出字典', P.dictExport, 4),
  button('perm_btn_category_add', 'perm_sys_category', '添加分类', P.categoryAdd, 0),
  button('perm_btn_category_edit', 'perm_sys_category', '编辑分类', P.categoryEdit, 1),
  button('perm_btn_category_delete', 'perm_sys_category', '删除分类', P.categoryDelete, 2),
  button('perm_btn_check_rule_add', 'perm_sys_check_rule', '添加校验规则', P.checkRuleAdd, 0),
  button('perm_btn_check_rule_edit', 'perm_sys_check_rule', '编辑校验规则', P.checkRuleEdit, 1),
  button('perm_btn_check_rule_delete', 'perm_sys_check_rule', '删除校验规则', P.checkRuleDelete, 2),
  button('perm_btn_fill_rule_add', 'perm_sys_fill_rule', '添加填值规则', P.fillRuleAdd, 0),
  button('perm_btn_fill_rule_edit', 'perm_sys_fill_rule', '编辑填值规则', P.fillRuleEdit, 1),
  button('perm_btn_fill_rule_delete', 'perm_sys_fill_rule', '删除填值规则', P.fillRuleDelete, 2),
  button('perm_btn_message_list', 'perm_sys_message_template', '消息查看', P.messageList, 0),
  button('perm_btn_message_add', 'perm_sys_message_template', '添加消息模板', P.messageAdd, 1),
  button('perm_btn_message_edit', 'perm_sys_message_template', '编辑消息模板', P.messageEdit, 2),
  button('perm_btn_message_delete', 'perm_sys_message_template', '删除消息', P.messageDelete, 3),
  button('perm_btn_message_send', 'perm_sys_message_template', '发送测试', P.messageSend, 4),
  button('perm_btn_message_resend', 'perm_sys_message', '重新发送', P.messageResend, 0),
  button('perm_btn_data_log_list', 'perm_sys_data_log', '数据日志查看', P.dataLogList, 0),
];

/**
 * For databases seeded before migration 012: adds DICT_ADMIN_MENU under 系统管理 (when that menu
 * exists; ids already present are kept) and grants it to every role with code admin. Does
 * nothing on an empty database (the seed writes the menu then).
 */
export async function insertDictAdminMenu(db: Kysely<any>): Promise<void> {
  await addSeedMenuToExistingDatabase(db, DICT_ADMIN_MENU);
}
