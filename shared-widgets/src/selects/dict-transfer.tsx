import { Transfer } from 'antd';
import { splitValues } from '../dict/dict-checkbox';
import { useDictOptions } from '../dict/use-dict';
import { SELECT_TEXTS } from './select-texts';

/** Props of {@link DictTransfer}. */
export interface DictTransferProps {
  /** Dictionary code (or `table,text,code`) of the items. */
  dictCode?: string;
  /** Items given directly (used when no dictCode). */
  dataSource?: { key: string; title: string; disabled?: boolean }[];
  /** Comma-joined keys of the right-hand (chosen) list. */
  value?: string;
  /** Emits the chosen keys comma-joined. */
  onChange?(value: string): void;
  /** Titles of the two lists. */
  titles?: [React.ReactNode, React.ReactNode];
  disabled?: boolean;
}

/**
 * Transfer (widgets-spec §2 "Transfer with buttons 添加 and 移除", §9): moves items of a dictionary
 * (or given items) between two searchable lists with the buttons 添加 and 移除; the value is the
 * comma-joined keys of the right-hand list.
 */
export function DictTransfer({ dictCode = '', dataSource, value, onChange, titles, disabled }: DictTransferProps) {
  const dict = useDictOptions(dictCode);
  const items = dictCode ? dict.options.map((o) => ({ key: o.value, title: o.text, disabled: o.disabled })) : (dataSource ?? []);
  return (
    <Transfer
      data-testid="dict-transfer"
      dataSource={items}
      titles={titles}
      disabled={disabled}
      showSearch
      actions={[SELECT_TEXTS.TRANSFER_ADD, SELECT_TEXTS.TRANSFER_REMOVE]}
      targetKeys={splitValues(value)}
      render={(item) => item.title}
      onChange={(keys) => onChange?.(keys.map(String).join(','))}
    />
  );
}
