import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { currentUser, requirePermission } from '../../../auth/guard.js';
import { hashPassword } from '../../../auth/password.js';
import type { SessionUser } from '../../../auth/session-user.js';
import { USER_ADMIN_PERMS as P } from '../../../admin/users/seed-menu.js';
import { MAX_SHEET_ROWS, cellText, importAnswer, readImportSheets, sendWorkbook, sheetWorkbook } from '../../../admin/users/sheet.js';
import { callerRoleIds } from '../../../admin/users/user-access.js';
import { insertUsers, type NewUser } from '../../../admin/users/user-repo.js';
import {
  LOCKED_PASSWORD, USER_SHEET_COLUMNS, USER_SHEET_TITLE, checkImportRow, withCodes, type ImportContext,
} from '../../../admin/users/user-sheet.js';
import type { Database } from '../../../db/types.js';
import { responses } from '../../../plugins/reply.js';
import { parseListQuery } from '../../../query/list-query.js';
import { idsOf } from '../../../admin/users/user-input.js';
import { enableMultipart } from '../../sys/upload.js';
import { USER_FIELDS, USER_LIKE_FIELDS, expandDeparts, findUserPage } from '../../sys/user-picker-repo.js';
import { queryText, splitList } from '../../sys/sys-data-input.js';
import type { RouteDeps } from '../../deps.js';

/** The tenant's lookups an import checks rows against. */
async function importContext(db: Kysely<Database>, caller: SessionUser, usernames: string[]): Promise<ImportContext> {
  const [roles, departs, positions, users, held] = await Promise.all([
    db.selectFrom('sys_role').select(['id', 'role_code']).where('tenant_id', '=', caller.tenantId).execute(),
    db.selectFrom('sys_depart').select(['id', 'org_code']).where('tenant_id', '=', caller.tenantId).where('del_flag', '=', 0).execute(),
    db.selectFrom('sys_position').select('code').where('tenant_id', '=', caller.tenantId).execute(),
    db.selectFrom('sys_user').select(['phone', 'email', 'work_no']).where('tenant_id', '=', caller.tenantId).where('del_flag', '=', 0).execute(),
    callerRoleIds(db, caller),
  ]);
  const takenNames = new Set<string>();
  for (let i = 0; i < usernames.length; i += 1000) {
    const rows = await db.selectFrom('sys_user').select('username').where('username', 'in', usernames.slice(i, i + 1000)).execute();
    for (const r of rows) takenNames.add(r.username);
  }
  const taken = new Set<string>();
  for (const u of users) {
    if (u.phone) taken.add(`phone:${u.phone}`);
    if (u.email) taken.add(`email:${u.email}`);
    if (u.work_no) taken.add(`workNo:${u.work_no}`);
  }
  return {
    caller, held, usernames: takenNames, taken, positionCodes: new Set(positions.map((p) => p.code)),
    roleByCode: new Map(roles.map((r) => [r.role_code, r.id])), departByCode: new Map(departs.map((d) => [d.org_code, d.id])),
  };
}

/**
 * User xlsx export and import (用户管理; docs/admin-contract.md "Users, tenants, positions, address
 * book"):
 * - GET /sys/user/exportXls?<list filters of /sys/user/list>&departId=&selections=id1,id2
 *   (system:user:export) → 用户信息.xlsx of the visible users matching the filters (at most
 *   10,000), columns USER_SHEET_COLUMNS (no password).
 * - POST /sys/user/importExcel (system:user:import), multipart .xls / .xlsx files read by those
 *   header titles: 用户账号 and 用户姓名 required; 性别 男/女; 状态 正常/冻结; 职务编码, 部门编码,
 *   角色编码 comma-joined codes of the tenant (departments in the caller's scope, roles the caller
 *   holds unless admin); 初始密码 follows the password rule, empty = the account cannot sign in
 *   until an administrator sets a password. Answers 200 文件导入成功！数据行数：N, or code 201
 *   导入成功,但是有错误数据! with the error workbook path, or 400 (no file, wrong type, no header).
 */
export function registerUserExcelRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { db } = deps;

  app.get<{ Querystring: Record<string, unknown> }>('/sys/user/exportXls', {
    preHandler: requirePermission(P.userExport),
    schema: { tags: ['sys-user'], summary: '导出用户xlsx，需要按钮权限 system:user:export', querystring: { type: 'object', additionalProperties: true } },
  }, async (request, reply) => {
    const caller = currentUser(request);
    const query = { ...request.query };
    const selections = idsOf(query.selections, 'selections', 10_000);
    if (selections.length) query.id = selections.join(',');
    delete query.pageNo;
    const input = parseListQuery(query, USER_FIELDS, { defaultSort: { column: 'createTime', order: 'desc' }, likeFields: USER_LIKE_FIELDS, maxPageSize: MAX_SHEET_ROWS });
    input.pageSize = MAX_SHEET_ROWS;
    const departs = splitList(queryText(query, 'departId', 20000, 'departId'), 500, 'departId');
    const page = await findUserPage(db, caller, input, departs.length ? await expandDeparts(db, caller, departs) : undefined);
    return sendWorkbook(reply, USER_SHEET_TITLE, sheetWorkbook(USER_SHEET_TITLE, USER_SHEET_COLUMNS, await withCodes(db, caller.tenantId, page.records)));
  });

  app.register(async (scope) => {
    await enableMultipart(scope);
    scope.post('/sys/user/importExcel', {
      preHandler: requirePermission(P.userImport),
      schema: { tags: ['sys-user'], summary: '导入用户xlsx，需要按钮权限 system:user:import', consumes: ['multipart/form-data'], response: responses() },
    }, async (request) => {
      const caller = currentUser(request);
      const sheets = await readImportSheets(request, deps.config.uploadMaxBytes, USER_SHEET_COLUMNS);
      const rows = sheets.flatMap((s) => s.rows);
      const names = [...new Set(rows.map((r) => cellText(r.byField.get('username'))).filter(Boolean))];
      const ctx = await importContext(db, caller, names);
      const good: NewUser[] = [];
      for (const row of rows) {
        const checked = checkImportRow(row, ctx);
        if (!checked) continue;
        const { password, ...user } = checked;
        good.push({ ...user, passwordHash: password ? await hashPassword(password) : LOCKED_PASSWORD });
      }
      await insertUsers(db, caller, good);
      return importAnswer(db, deps.config.uploadDir, caller, sheets, good.length);
    });
  });
}
