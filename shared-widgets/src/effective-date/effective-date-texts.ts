/**
 * Texts of the effective-date picker (widgets-spec §2, §9 "Effective-date options: permanent (1),
 * until further notice (0)"). The spec names the choices in English only; the UI shows the
 * natural Chinese wording.
 */
export const EFFECTIVE_DATE_TEXTS = {
  date: '日期',
  forever: '永久',
  notice: '直至另行通知',
  datePlaceholder: '请选择日期',
} as const;
