import { useEffect } from 'react';
import { DepartSelectModal } from '../../pickers/depart-select-modal';
import { PopupReportModal } from '../../pickers/popup-report-modal';
import { UserSelectModal } from '../../pickers/user-select-modal';
import type { DictTextCache } from '../columns/dict-text-cache';
import { fieldExtension } from '../columns/column-kinds';
import { multiValues } from '../columns/options';
import { DEPART_DICT, userDict } from '../columns/picker-dicts';
import { checkPopupColumn, popupColumnValues } from '../columns/popup-config';
import type { TableColumn } from '../types';
import { useFeedback } from '../../upload/use-feedback';

/** Props of {@link ModalField}. */
export interface ModalFieldProps {
  column: TableColumn;
  value: unknown;
  texts: DictTextCache;
  /** Writes the cell value. */
  commit(value: unknown): void;
  /** Writes several row fields at once (popup destFields). */
  commitFields(fields: Record<string, unknown>): void;
  close(): void;
}

/**
 * The modal picker of a lookup cell (widgets-spec §2 pickers, §3 column types):
 * - sel_user: the user picker (stores username, or id with `fieldExtendJson.store = 'id'`;
 *   several users unless `fieldExtendJson.multi === false`), min width 190;
 * - sel_depart: the department picker (stores ids);
 * - popup: the report picker; the picked rows' orgFields are copied into the row's destFields
 *   (spec §5), and a misconfigured column shows popup参数未正确配置! (or the count-mismatch text)
 *   instead of opening.
 */
export function ModalField({ column, value, texts, commit, commitFields, close }: ModalFieldProps) {
  const { message } = useFeedback();
  const ext = fieldExtension(column);
  const multi = ext.multi !== false;
  const popup = column.type === 'popup' ? checkPopupColumn(column) : null;
  const popupError = popup && 'error' in popup ? popup.error : null;

  useEffect(() => {
    if (popupError) {
      void message.error(popupError);
      close();
    }
  }, [popupError, message, close]);

  if (column.type === 'sel_user') {
    const store = ext.store === 'id' ? 'id' : 'username';
    return (
      <UserSelectModal
        open
        multi={multi}
        store={store}
        selectedKeys={multiValues(value)}
        onCancel={close}
        onOk={(rows) => {
          const dict = userDict(column);
          rows.forEach((r) => texts.prime(dict, String(r[store]), r.realname));
          commit(rows.map((r) => r[store]).join(','));
          close();
        }}
      />
    );
  }
  if (column.type === 'sel_depart') {
    return (
      <DepartSelectModal
        open
        multi={multi}
        value={multiValues(value)}
        onCancel={close}
        onOk={(nodes) => {
          nodes.forEach((n) => texts.prime(DEPART_DICT, n.id, n.departName));
          commit(nodes.map((n) => n.id).join(','));
          close();
        }}
      />
    );
  }
  if (popup && !('error' in popup)) {
    return (
      <PopupReportModal
        open
        code={popup.code}
        multi={ext.multi === true}
        onCancel={close}
        onOk={(rows) => {
          commitFields(popupColumnValues(popup, rows as Record<string, unknown>[], typeof ext.spliter === 'string' ? ext.spliter : ','));
          close();
        }}
      />
    );
  }
  return null;
}
