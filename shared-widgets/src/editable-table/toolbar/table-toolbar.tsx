import { ClearOutlined, DeleteOutlined, DownOutlined, PlusOutlined, SaveOutlined, UpOutlined } from '@ant-design/icons';
import { Button, Popconfirm, Space } from 'antd';
import { useState, type ReactNode } from 'react';
import { TABLE_TEXTS } from '../editable-table-texts';
import type { AddRowSettings } from '../types';
import { AddSettingsPopover } from './add-settings-popover';
import type { ToolbarButton } from './toolbar-buttons';
import { useFeedback } from '../../upload/use-feedback';

/** Props of {@link TableToolbar}. */
export interface TableToolbarProps {
  /** Buttons shown (after the permission rules of spec §6). */
  buttons: ToolbarButton[];
  selectedCount: number;
  collapsed: boolean;
  rowCount: number;
  addSettings: AddRowSettings;
  disabled?: boolean;
  saving?: boolean;
  onAdd(): void;
  onSave?(): void;
  /** Runs after the confirmation 确定要删除这 N 项吗?. */
  onRemove(): void;
  onClearSelection(): void;
  onToggleCollapse(): void;
  onAddSettingsChange(settings: AddRowSettings): void;
  onSaveAddSettings(): void;
  /** Extra content after the buttons. */
  extra?: ReactNode;
}

/**
 * The editable table's toolbar (widgets-spec §2): 新增 (with the add-row settings), 保存, 删除
 * (asks 确定要删除这 N 项吗?; with nothing selected it says 请选择一条记录！), 清空选择 and 展开/收起.
 */
export function TableToolbar(props: TableToolbarProps) {
  const { buttons, selectedCount, collapsed, disabled } = props;
  const { message } = useFeedback();
  const [confirming, setConfirming] = useState(false);
  const has = (b: ToolbarButton) => buttons.includes(b);
  return (
    <Space wrap size={8} style={{ marginBottom: 8 }} data-testid="et-toolbar">
      {has('add') && (
        <Space.Compact>
          <Button type="primary" icon={<PlusOutlined />} onClick={props.onAdd} disabled={disabled}>
            {TABLE_TEXTS.add}
          </Button>
          <AddSettingsPopover settings={props.addSettings} rowCount={props.rowCount} onChange={props.onAddSettingsChange} onSaveDefault={props.onSaveAddSettings} disabled={disabled} />
        </Space.Compact>
      )}
      {has('save') && props.onSave && (
        <Button icon={<SaveOutlined />} onClick={props.onSave} loading={props.saving} disabled={disabled}>
          {TABLE_TEXTS.save}
        </Button>
      )}
      {has('remove') && (
        <Popconfirm
          title={TABLE_TEXTS.removeConfirm(selectedCount)}
          open={confirming}
          onOpenChange={(open) => {
            if (open && selectedCount === 0) {
              void message.warning(TABLE_TEXTS.selectOne);
              return;
            }
            setConfirming(open);
          }}
          onConfirm={() => {
            setConfirming(false);
            props.onRemove();
          }}
          onCancel={() => setConfirming(false)}
        >
          <Button danger icon={<DeleteOutlined />} disabled={disabled}>
            {TABLE_TEXTS.remove}
          </Button>
        </Popconfirm>
      )}
      {has('clearSelection') && (
        <Button icon={<ClearOutlined />} onClick={props.onClearSelection}>
          {TABLE_TEXTS.clearSelection}
        </Button>
      )}
      {has('collapse') && (
        <Button icon={collapsed ? <DownOutlined /> : <UpOutlined />} onClick={props.onToggleCollapse}>
          {collapsed ? TABLE_TEXTS.expand : TABLE_TEXTS.collapse}
        </Button>
      )}
      {props.extra}
    </Space>
  );
}
