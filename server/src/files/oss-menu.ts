import type { Kysely } from 'kysely';
import type { SeedPermission } from '../seed/menu.js';
import { addSeedMenuToExistingDatabase } from '../seed/permission-rows.js';

/** Button codes of the 对象存储 page (checked on the server by requirePermission). */
export const OSS_PERMS = {
  list: 'system:oss:list',
  delete: 'system:oss:delete',
} as const;

/** The menu 对象存储 under 系统管理 (component system/OssFileList) and its buttons; admin gets all. */
export const OSS_MENU: SeedPermission[] = [
  { id: 'perm_sys_oss', parentId: 'perm_system', name: '对象存储', menuType: 1, url: '/system/oss', component: 'system/OssFileList', componentName: 'OssFileList', icon: 'cloud-upload', sortNo: 37 },
  { id: 'perm_btn_oss_list', parentId: 'perm_sys_oss', name: '文件列表', menuType: 2, perms: OSS_PERMS.list, sortNo: 0 },
  { id: 'perm_btn_oss_delete', parentId: 'perm_sys_oss', name: '删除文件', menuType: 2, perms: OSS_PERMS.delete, sortNo: 1 },
];

/**
 * For databases seeded before migration 014: adds OSS_MENU under 系统管理 (when that menu exists;
 * ids already present are kept) and grants it to every role with code admin. Does nothing on an
 * empty database (the seed writes the menu then).
 */
export async function insertOssMenu(db: Kysely<any>): Promise<void> {
  await addSeedMenuToExistingDatabase(db, OSS_MENU);
}
