/**
 * Texts of the small widgets (widgets-spec §2 "Other widgets", §4, §7, §9). The spec gives the
 * drag slider's 'verification passed' in English; the UI shows 验证通过 (common brief mapping).
 */
export const MISC_TEXTS = {
  sliderIdle: '请按住滑块，拖动到最右边',
  sliderPassed: '验证通过',
  treeUnknownType: '返回数据类型不识别',
  treeLoading: '加载中…',
  total: (n: number) => `共 ${n} 条`,
} as const;
