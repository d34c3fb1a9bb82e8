import { BizComponentSelect, type BizComponentSelectProps } from './biz-component-select';
import type { BizPickerConfig } from './biz-types';
import { PICKER_TEXTS } from './picker-texts';

/**
 * The role picker configuration (widgets-spec §2 "Role picker", §3 "Role", §7 GET /sys/role/list
 * queried by role code): lists roleName and roleCode (rows keyed by id), stores roleCode, shows roleName.
 */
export const ROLE_PICKER: BizPickerConfig = {
  name: PICKER_TEXTS.ROLE,
  listUrl: '/sys/role/list',
  displayKey: 'roleName',
  valueKey: 'roleCode',
  rowKey: 'id',
  returnKeys: ['id', 'roleCode'],
  columns: [
    { title: PICKER_TEXTS.ROLE_NAME, dataIndex: 'roleName' },
    { title: PICKER_TEXTS.ROLE_CODE, dataIndex: 'roleCode' },
  ],
  queryConfig: [{ key: 'roleCode', label: PICKER_TEXTS.ROLE_CODE }],
};

/** Role select: {@link BizComponentSelect} over {@link ROLE_PICKER}; value = comma-joined role codes. */
export function RoleSelect(props: Omit<BizComponentSelectProps, keyof BizPickerConfig> & Partial<BizPickerConfig>) {
  return <BizComponentSelect {...ROLE_PICKER} {...props} />;
}
