import { SettingOutlined } from '@ant-design/icons';
import { Button, Form, InputNumber, Popover, Space, Switch } from 'antd';
import { TABLE_TEXTS } from '../editable-table-texts';
import { clampAddSettings } from '../rows/add-row-settings';
import type { AddRowSettings } from '../types';

/** Props of {@link AddSettingsPopover}. */
export interface AddSettingsPopoverProps {
  settings: AddRowSettings;
  rowCount: number;
  onChange(settings: AddRowSettings): void;
  /** 保存为默认: stores the settings (the caller shows 保存成功). */
  onSaveDefault(): void;
  disabled?: boolean;
}

/**
 * The add-row settings (widgets-spec §2, §3, §5): 新增行数 (at least 1), 插入位置 (0..row count,
 * 0 = bottom), 新增后滚动到底部, and 保存为默认.
 */
export function AddSettingsPopover({ settings, rowCount, onChange, onSaveDefault, disabled }: AddSettingsPopoverProps) {
  const set = (patch: Partial<AddRowSettings>) => onChange(clampAddSettings({ ...settings, ...patch }, rowCount));
  const content = (
    <Form layout="vertical" size="small" style={{ width: 220 }} data-testid="et-add-settings">
      <Form.Item label={TABLE_TEXTS.addRowNum}>
        <InputNumber aria-label={TABLE_TEXTS.addRowNum} min={1} precision={0} value={settings.addRowNum} onChange={(v) => set({ addRowNum: Number(v) })} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item label={TABLE_TEXTS.addIndex} extra={TABLE_TEXTS.addIndexHelp}>
        <InputNumber aria-label={TABLE_TEXTS.addIndex} min={0} max={rowCount} precision={0} value={settings.addIndex} onChange={(v) => set({ addIndex: Number(v) })} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item label={TABLE_TEXTS.addScrollToBottom}>
        <Switch aria-label={TABLE_TEXTS.addScrollToBottom} checked={settings.addScrollToBottom} onChange={(v) => set({ addScrollToBottom: v })} />
      </Form.Item>
      <Space>
        <Button size="small" type="primary" onClick={onSaveDefault}>
          {TABLE_TEXTS.saveAsDefault}
        </Button>
      </Space>
    </Form>
  );
  return (
    <Popover trigger="click" title={TABLE_TEXTS.addSettings} content={content} placement="bottomLeft">
      <Button icon={<SettingOutlined />} aria-label={TABLE_TEXTS.addSettings} disabled={disabled} />
    </Popover>
  );
}
