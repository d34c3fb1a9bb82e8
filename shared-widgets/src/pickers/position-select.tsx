import { BizComponentSelect, type BizComponentSelectProps } from './biz-component-select';
import type { BizPickerConfig } from './biz-types';
import { PICKER_TEXTS } from './picker-texts';

/**
 * The position picker configuration (widgets-spec §2 "Position picker", §3 "Position", §7 GET
 * /sys/position/list with a name query): lists code, name and rank (shown as its text
 * `rank_dictText`), stores code, shows name.
 */
export const POSITION_PICKER: BizPickerConfig = {
  name: PICKER_TEXTS.POSITION,
  listUrl: '/sys/position/list',
  displayKey: 'name',
  valueKey: 'code',
  rowKey: 'id',
  returnKeys: ['id', 'code'],
  columns: [
    { title: PICKER_TEXTS.POSITION_CODE, dataIndex: 'code', width: 120 },
    { title: PICKER_TEXTS.POSITION_NAME, dataIndex: 'name' },
    { title: PICKER_TEXTS.POSITION_RANK, dataIndex: 'rank_dictText', width: 100 },
  ],
  queryConfig: [{ key: 'name', label: PICKER_TEXTS.POSITION_NAME }],
};

/** Position select: {@link BizComponentSelect} over {@link POSITION_PICKER}; value = comma-joined codes. */
export function PositionSelect(props: Omit<BizComponentSelectProps, keyof BizPickerConfig> & Partial<BizPickerConfig>) {
  return <BizComponentSelect {...POSITION_PICKER} {...props} />;
}
