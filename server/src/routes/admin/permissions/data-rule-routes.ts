import type { FastifyInstance } from 'fastify';
import { currentUser, requirePermission } from '../../../auth/guard.js';
import { addRule, deleteRule, editRule, listRules, ruleMenu } from '../../../admin/permissions/data-rule-repo.js';
import { DATA_RULE_CONDITIONS, RULE_VARIABLES } from '../../../admin/permissions/data-rule-model.js';
import { anyBody, anyQuery, bodyOf, optionalText, requiredId } from '../../../admin/permissions/input.js';
import { ADMIN_PERMS } from '../../../admin/permissions/perms.js';
import { ADMIN_TEXT } from '../../../admin/permissions/texts.js';
import { ok, responses } from '../../../plugins/reply.js';
import type { RouteDeps } from '../../deps.js';

const tags = ['sys-permission'];
type Query = Record<string, unknown>;

/**
 * Data rules of a menu (JeecgBoot; docs/admin-contract.md "Data rules"):
 * - GET /sys/permission/getPermRuleListByPermId?permissionId= → [DataRuleWire].
 * - GET /sys/permission/queryPermissionRule?permissionId=&ruleName=&ruleColumn=&ruleValue= → filtered.
 * - GET /sys/permission/dataRuleMeta?permissionId= → {target: {key, label} | null, fields:
 *   [{value, text, type}], conditions: [{value, text}], variables: [{value, text}]} for the editor.
 * - POST /sys/permission/addPermissionRule {permissionId, ruleName, ruleColumn, ruleConditions,
 *   ruleValue, status} → {id} 添加成功！; PUT|POST editPermissionRule {id, …} → 编辑成功!;
 *   DELETE deletePermissionRule?id= → 删除成功!.
 * Reads need system:permission:list, writes system:permission:edit (data-rule-repo.ts rules).
 */
export function registerDataRuleRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { db } = deps;
  const list = requirePermission(ADMIN_PERMS.permissionList);
  const edit = requirePermission(ADMIN_PERMS.permissionEdit);

  app.get<{ Querystring: Query }>('/sys/permission/getPermRuleListByPermId', {
    preHandler: list, schema: { tags, summary: '数据规则-列表', querystring: anyQuery, response: responses() },
  }, async (request) => {
    const menu = await ruleMenu(db, requiredId(request.query.permissionId, '菜单id'));
    return ok(await listRules(db, menu.id));
  });

  app.get<{ Querystring: Query }>('/sys/permission/queryPermissionRule', {
    preHandler: list, schema: { tags, summary: '数据规则-查询', querystring: anyQuery, response: responses() },
  }, async (request) => {
    const q = request.query;
    const menu = await ruleMenu(db, requiredId(q.permissionId, '菜单id'));
    return ok(await listRules(db, menu.id, {
      ruleName: optionalText(q.ruleName, 50, '规则名称') ?? undefined,
      ruleColumn: optionalText(q.ruleColumn, 50, '规则字段') ?? undefined,
      ruleValue: optionalText(q.ruleValue, 300, '规则值') ?? undefined,
    }));
  });

  app.get<{ Querystring: Query }>('/sys/permission/dataRuleMeta', {
    preHandler: list, schema: { tags, summary: '数据规则-可选字段与条件', querystring: anyQuery, response: responses() },
  }, async (request) => {
    const { target } = await ruleMenu(db, requiredId(request.query.permissionId, '菜单id'));
    return ok({
      target: target ? { key: target.key, label: target.label } : null,
      fields: target ? Object.entries(target.fields).map(([value, spec]) => ({ value, text: target.labels[value] ?? value, type: spec.type })) : [],
      conditions: Object.entries(DATA_RULE_CONDITIONS).map(([value, c]) => ({ value, text: c.text })),
      variables: Object.entries(RULE_VARIABLES).map(([name, text]) => ({ value: `#{${name}}`, text })),
    });
  });

  app.post<{ Body: unknown }>('/sys/permission/addPermissionRule', {
    preHandler: edit, schema: { tags, summary: '数据规则-添加', body: anyBody, response: responses() },
  }, async (request) => ok({ id: await addRule(db, currentUser(request), bodyOf(request.body)) }, ADMIN_TEXT.added));

  app.route<{ Body: unknown }>({
    method: ['PUT', 'POST'], url: '/sys/permission/editPermissionRule',
    preHandler: edit, schema: { tags, summary: '数据规则-编辑', body: anyBody, response: responses() },
    handler: async (request) => {
      const body = bodyOf(request.body);
      await editRule(db, currentUser(request), requiredId(body.id, '规则id'), body);
      return ok(null, ADMIN_TEXT.edited);
    },
  });

  app.delete<{ Querystring: Query }>('/sys/permission/deletePermissionRule', {
    preHandler: edit, schema: { tags, summary: '数据规则-删除', querystring: anyQuery, response: responses() },
  }, async (request) => {
    await deleteRule(db, currentUser(request), requiredId(request.query.id, '规则id'));
    return ok(null, ADMIN_TEXT.deleted);
  });
}
