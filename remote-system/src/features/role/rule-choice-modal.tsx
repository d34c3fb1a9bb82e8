import { App, Checkbox, Empty, Modal, Space, Spin, Tag } from 'antd';
import { useEffect, useState } from 'react';
import type { ApiAnswer } from 'shared-session';
import type { DataRule } from '../permission/permission-types';

/** Props of {@link RuleChoiceModal}. */
export interface RuleChoiceModalProps {
  /** the menu whose rules are chosen; null: closed */
  menu: { key: string; title: string } | null;
  /** loads the menu's rules and the current choice */
  load(permissionId: string): Promise<ApiAnswer<{ datarule: DataRule[]; drChecked: string }>>;
  /** saves the chosen rule ids */
  save(permissionId: string, ids: string[]): Promise<ApiAnswer<unknown>>;
  onClose(): void;
}

/**
 * The data rules a role (or department role) applies on one menu (JeecgBoot 数据规则 of 角色授权):
 * the menu's rules as checkboxes with field, condition and value; 确定 saves the choice. A
 * disabled rule restricts nothing.
 */
export function RuleChoiceModal({ menu, load, save, onClose }: RuleChoiceModalProps) {
  const { message } = App.useApp();
  const [rules, setRules] = useState<DataRule[]>([]);
  const [chosen, setChosen] = useState<string[]>([]);
  const [loading, setLoading] = useState(false);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!menu) return;
    setLoading(true);
    load(menu.key)
      .then((a) => {
        setRules(a.success ? a.result.datarule : []);
        setChosen(a.success && a.result.drChecked ? a.result.drChecked.split(',') : []);
      })
      .catch(() => setRules([]))
      .finally(() => setLoading(false));
  }, [menu, load]);

  const toggle = (id: string, on: boolean) => setChosen((cur) => (on ? [...cur.filter((x) => x !== id), id] : cur.filter((x) => x !== id)));

  const submit = async () => {
    if (!menu) return;
    setSaving(true);
    try {
      const answer = await save(menu.key, chosen);
      if (answer.success) {
        message.success(answer.message);
        onClose();
      } else message.warning(answer.message);
    } catch {
      // reported by the HTTP layer
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal title={`数据规则：${menu?.title ?? ''}`} open={menu !== null} okText="确定" cancelText="关闭" confirmLoading={saving} onOk={() => void submit()} onCancel={onClose} destroyOnHidden>
      <Spin spinning={loading}>
        {rules.length ? (
          <Space orientation="vertical">
            {rules.map((r) => (
              <Checkbox key={r.id} checked={chosen.includes(r.id)} onChange={(e) => toggle(r.id, e.target.checked)}>
                <Space size={6}>
                  <span>{r.ruleName}</span>
                  <Tag>{`${r.ruleColumn} ${r.ruleConditions_dictText} ${r.ruleValue}`}</Tag>
                  {r.status !== '1' && <Tag color="default">无效</Tag>}
                </Space>
              </Checkbox>
            ))}
          </Space>
        ) : <Empty description="该菜单没有数据规则" />}
      </Spin>
    </Modal>
  );
}
