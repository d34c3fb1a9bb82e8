/**
 * Every text the editable table shows (widgets-spec §2 "Editable table", §5 "Table column rules",
 * §8 error catalogue). Texts the spec gives in Chinese are used exactly; the others are this
 * widget's wording (the spec leaves them open) and are listed in the module report.
 */
export const TABLE_TEXTS = {
  /** Toolbar buttons (spec §2). */
  add: '新增',
  save: '保存',
  remove: '删除',
  clearSelection: '清空选择',
  expand: '展开',
  collapse: '收起',
  /** Delete confirmation (spec §2, §8), N = number of selected rows. */
  removeConfirm: (n: number) => `确定要删除这 ${n} 项吗?`,
  /** Insert throttle (spec §5, §8). */
  tooFast: '你点击的太快了，请慢点点击!',
  /** Add-row settings saved as default (spec §8 "保存成功"). */
  saved: '保存成功',
  /** Selection required (spec §8 'please select one record'). */
  selectOne: '请选择一条记录！',
  /** Popup column configuration errors (spec §5 "Popup widget"). */
  popupNotConfigured: 'popup参数未正确配置!',
  popupCountMismatch: 'popup参数未正确配置,原始值和目标值数量不一致!',
  /** Sub-table opening failure (spec §8). */
  openSubTableFailed: '打开子表失败',
  /** Upload cell default button texts (spec §2 File cell / Image cell). */
  uploadFile: '上传文件',
  uploadImage: '上传图片',
  /** Department / user / popup cells (spec §2 Department select cell). */
  selectDepart: '请点击选择部门',
  selectUser: '请点击选择用户',
  selectPopup: '请点击选择',
  /** Add-row settings (spec §3 "Add-row settings": addRowNum, addIndex, addScrollToBottom). */
  addSettings: '新增设置',
  addRowNum: '新增行数',
  addIndex: '插入位置',
  addIndexHelp: '0 表示插入到最后',
  addScrollToBottom: '新增后滚动到底部',
  saveAsDefault: '保存为默认',
  /** Row actions of the context menu (spec §2: inserted at a position, moved up or down, removed). */
  insertAbove: '在上方插入一行',
  insertBelow: '在下方插入一行',
  moveUp: '上移',
  moveDown: '下移',
  removeRow: '删除此行',
  /** Statistics row labels (spec §3 statistics: sum or average). */
  sum: '合计',
  average: '平均值',
  /** Validation messages of the presets and rules (spec §5 "Table column rules"); ${title} is the column title. */
  required: '${title}不能为空',
  unique: '${title}不能重复',
  patternMismatch: '${title}格式不正确',
  /** Expanded rows panel. */
  expandedRow: (n: number) => `第 ${n} 行`,
  /** Drag handle tooltip. */
  dragHandle: '拖动排序',
} as const;

/** Validation messages of the named presets (spec §5 "Presets"); the spec names the patterns, the wording is this widget's. */
export const PRESET_TEXTS: Record<string, string> = {
  'n6-16': '请输入6到16位数字',
  '*6-16': '请输入6到16位任意字符',
  's6-18': '请输入6到18位字母',
  url: '请输入正确的网址',
  e: '请输入正确的电子邮件',
  m: '请输入正确的手机号码',
  p: '请输入正确的邮政编码',
  s: '请输入字母',
  n: '请输入数字',
  z: '请输入整数',
  '*': '该字段不能为空',
  money: '请输入正确的金额',
};
