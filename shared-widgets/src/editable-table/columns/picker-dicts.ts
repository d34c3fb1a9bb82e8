import type { TableColumn } from '../types';
import { fieldExtension } from './column-kinds';

/** Table dictionary of the user picker: shows realname, stores username (or id with `store: 'id'`), spec §3 "User (defaults)". */
export function userDict(column: Pick<TableColumn, 'fieldExtendJson'>): string {
  const store = fieldExtension(column).store === 'id' ? 'id' : 'username';
  return `sys_user,realname,${store}`;
}

/** Table dictionary of the department picker: stores id, shows departName (spec §9 "Department picker"). */
export const DEPART_DICT = 'sys_depart,depart_name,id';

/** True for a table dictionary `table,text,code[,condition]` (texts looked up by key) rather than a dictionary code. */
export function isTableDict(dict: string | undefined): dict is string {
  return Boolean(dict && dict.split(',').length >= 3);
}

/**
 * The dictionary whose texts a lookup cell shows (sel_user, sel_depart, sel_search with a table
 * dictionary), or null when the cell shows its options (dictionary code) or the value itself.
 */
export function textDictOf(column: TableColumn): string | null {
  if (column.type === 'sel_user') return userDict(column);
  if (column.type === 'sel_depart') return DEPART_DICT;
  if ((column.type === 'sel_search' || column.type === 'sel_search_async') && isTableDict(column.dictCode)) return column.dictCode;
  return null;
}
