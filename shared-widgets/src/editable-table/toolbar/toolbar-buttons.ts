/** Toolbar buttons of the editable table (widgets-spec §2). */
export type ToolbarButton = 'add' | 'save' | 'remove' | 'clearSelection' | 'collapse';

/** Permission code of each button that can be hidden (spec §6: code add hides 新增, batch_delete hides 删除). */
export const BUTTON_CODES: Partial<Record<ToolbarButton, string>> = { add: 'add', remove: 'batch_delete' };

/**
 * The toolbar buttons shown (widgets-spec §6): the wanted buttons, minus those whose permission
 * code `prefix + code` is denied by `can`, minus those whose code is in `excludeCodes` (the
 * exclusion list). Without a prefix only the exclusion list applies.
 *
 * @example visibleButtons(['add','remove'], 'test:jeecgDemo:item:', can) // can('test:jeecgDemo:item:add')
 */
export function visibleButtons(wanted: readonly ToolbarButton[], prefix: string | undefined, can: (code: string) => boolean, excludeCodes: readonly string[] = []): ToolbarButton[] {
  return wanted.filter((button) => {
    const code = BUTTON_CODES[button];
    if (!code) return true;
    if (excludeCodes.includes(code)) return false;
    return prefix ? can(`${prefix}${code}`) : true;
  });
}
