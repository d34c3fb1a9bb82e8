import { FilterOutlined } from '@ant-design/icons';
import { App, Button, Space, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { PromptDialog } from '../dialogs/prompt-dialog';
import { defaultSaveCode } from './saved-query-store';
import { buildSuperQuery, emptyCondition, rowKey, storableRows, toParams } from './super-query-logic';
import { SuperQueryModal } from './super-query-modal';
import { SUPER_QUERY_TEXTS as T } from './super-query-texts';
import type { MatchType, SavedQuery, SuperQueryCondition, SuperQueryField, SuperQueryOutput } from './super-query-types';
import { useSavedQueries } from './use-saved-queries';

export interface SuperQueryProps {
  /** The queryable fields (name, label, type info). */
  fieldList: SuperQueryField[];
  /** Saved-query code; default the current full route path (widgets-spec §3 "Saved query"). */
  saveCode?: string;
  /** Runs the list with the query; an empty query (reset, 清空) has no params and '' superQueryParams. */
  onSearch(output: SuperQueryOutput): void;
}

/**
 * The advanced query builder (widgets-spec §2, §4, §5, §8): the 高级查询 button (primary with the
 * tooltip 已有高级查询条件生效 and a 清空 link while a query is in force) and its dialog. 查询 with no
 * usable row warns 不能查询空条件, else emits `{matchType, params, superQueryParams,
 * superQueryMatchType}` and sets the active flag; 重置 / 清空 clear the rows and the flag and emit an
 * empty query; 保存查询条件 asks 请输入保存的名称 (保存名称不能为空; 空条件不能保存; '{name} 已存在，是否覆盖？';
 * 保存成功) and keeps the query in local storage under the save code.
 * Needs antd's `<App>` around it (message and confirm).
 */
export function SuperQuery({ fieldList, saveCode, onSearch }: SuperQueryProps) {
  const { message, modal } = App.useApp();
  const code = saveCode ?? defaultSaveCode();
  const saved = useSavedQueries(code);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(false);
  const [naming, setNaming] = useState(false);
  const [matchType, setMatchType] = useState<MatchType>('and');
  const [rows, setRows] = useState<SuperQueryCondition[]>(() => [emptyCondition()]);

  const show = () => {
    if (rows.length === 0) setRows([emptyCondition()]);
    setOpen(true);
  };
  const search = () => {
    if (toParams(rows).length === 0) {
      message.warning(T.emptyQuery);
      return;
    }
    setActive(true);
    setOpen(false);
    onSearch(buildSuperQuery(matchType, rows));
  };
  const reset = () => {
    setRows([]);
    setActive(false);
    onSearch(buildSuperQuery(matchType, []));
  };
  const askName = () => {
    if (toParams(rows).length === 0) message.warning(T.emptySave);
    else setNaming(true);
  };
  const store = (title: string) => {
    saved.save({ title, matchType, records: storableRows(rows) });
    setNaming(false);
    message.success(T.saved);
  };
  const named = (title: string) => {
    if (saved.list.some((q) => q.title === title)) modal.confirm({ title: T.overwrite(title), onOk: () => store(title) });
    else store(title);
  };
  const pick = (q: SavedQuery) => {
    setMatchType(q.matchType === 'or' ? 'or' : 'and');
    setRows(q.records.map((r) => ({ ...r, key: rowKey() })));
  };

  return (
    <>
      <Space size={4}>
        {active ? (
          <Tooltip title={T.activeTip}>
            <Button type="primary" icon={<FilterOutlined />} onClick={show}>
              {T.button}
            </Button>
          </Tooltip>
        ) : (
          <Button icon={<FilterOutlined />} onClick={show}>
            {T.button}
          </Button>
        )}
        {active && <Typography.Link onClick={reset}>{T.clear}</Typography.Link>}
      </Space>
      <SuperQueryModal
        open={open}
        fields={fieldList}
        matchType={matchType}
        rows={rows}
        saved={saved.list}
        onMatchType={setMatchType}
        onRows={setRows}
        onPickSaved={pick}
        onDeleteSaved={saved.remove}
        onReset={reset}
        onSave={askName}
        onSearch={search}
        onClose={() => setOpen(false)}
      />
      <PromptDialog open={naming} title={T.namePrompt} rules={[{ required: true, whitespace: true, message: T.nameEmpty }]} onOk={named} onCancel={() => setNaming(false)} />
    </>
  );
}
