import { App, Button, Spin } from 'antd';
import { useEffect, useState } from 'react';
import type { ApiAnswer } from 'shared-session';
import { AuthorizeTree } from '../permission/authorize-tree';
import type { TreeModel } from '../permission/permission-types';

/** Props of {@link GrantEditor}. */
export interface GrantEditorProps {
  /** loads the tree and the granted ids (called again when `loadKey` changes) */
  load(): Promise<{ tree: TreeModel[]; ids: string[] }>;
  /** saves the ids with the ids the editor started from */
  save(ids: string[], lastIds: string[]): Promise<ApiAnswer<unknown>>;
  loadKey: string;
  /** may save */
  editable: boolean;
  onRuleClick?(node: TreeModel): void;
  saveText?: string;
}

/**
 * A permission tree with its 保存 button, for 部门权限 and 部门角色授权: loads, lets the user check,
 * saves with the starting ids (JeecgBoot lastpermissionIds) and shows the server's message.
 */
export function GrantEditor({ load, save, loadKey, editable, onRuleClick, saveText = '保存' }: GrantEditorProps) {
  const { message } = App.useApp();
  const [tree, setTree] = useState<TreeModel[]>([]);
  const [ids, setIds] = useState<string[]>([]);
  const [last, setLast] = useState<string[]>([]);
  const [loading, setLoading] = useState(false);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let live = true;
    setLoading(true);
    load()
      .then((r) => {
        if (!live) return;
        setTree(r.tree);
        setIds(r.ids);
        setLast(r.ids);
      })
      .catch(() => undefined)
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
    // reload when the subject changes; `load` is recreated by the parent on every render
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loadKey]);

  const submit = async () => {
    setSaving(true);
    try {
      const answer = await save(ids, last);
      if (answer.success) {
        message.success(answer.message);
        setLast(ids);
      } else message.warning(answer.message);
    } catch {
      // reported by the HTTP layer
    } finally {
      setSaving(false);
    }
  };

  return (
    <Spin spinning={loading}>
      <AuthorizeTree treeData={tree} value={ids} onChange={setIds} onRuleClick={onRuleClick} disabled={!editable} />
      {editable && tree.length > 0 && (
        <div style={{ marginTop: 12 }}>
          <Button type="primary" loading={saving} onClick={() => void submit()}>{saveText}</Button>
        </div>
      )}
    </Spin>
  );
}
