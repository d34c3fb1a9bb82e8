/** One dictionary option as JeecgBoot sends it in sysAllDictItems. */
export interface DictItem {
  value: string;
  text: string;
  title: string;
  label: string;
}

function items(pairs: [string, string][]): DictItem[] {
  return pairs.map(([value, text]) => ({ value, text, title: text, label: text }));
}

/**
 * Every dictionary of the login answer's sysAllDictItems (docs/contracts.md, spec §2.3 priority
 * tags), keyed by dictCode. Static: the schema has no dictionary tables yet.
 */
export const SYS_ALL_DICT_ITEMS: Record<string, DictItem[]> = {
  sex: items([['1', '男'], ['2', '女']]),
  user_status: items([['1', '正常'], ['2', '冻结']]),
  plate_color: items([['1', '蓝色'], ['2', '黄色'], ['3', '黑色'], ['4', '白色'], ['9', '其他']]),
  priority: items([['L', '一般消息'], ['M', '重要消息'], ['H', '紧急消息']]),
  vehicle_type: items([['重型货车', '重型货车'], ['轻型厢式货车', '轻型厢式货车'], ['冷藏车', '冷藏车'], ['危险品运输车', '危险品运输车']]),
  msg_category: items([['1', '通知公告'], ['2', '系统消息']]),
};
