/**
 * Texts of the dictionary client (widgets-spec §5 "Dictionary lookup", §7, §8).
 * Chinese texts exactly as the spec gives them.
 */
export const DICT_TEXTS = {
  /** Text lookup without a dictionary code (spec §5, §8). */
  CODE_EMPTY: '字典Code不能为空!',
  /** Default placeholder of the dictionary select tags. */
  SELECT_PLACEHOLDER: '请选择',
} as const;
