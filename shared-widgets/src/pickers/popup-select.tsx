import { SearchOutlined } from '@ant-design/icons';
import { Typography } from 'antd';
import { useState } from 'react';
import { clearedPopupValues, popupConfigError, popupValues } from './popup-fields';
import { PickerInput } from './picker-input';
import { PopupReportModal } from './popup-report-modal';
import { PICKER_CONSTANTS, PICKER_TEXTS } from './picker-texts';

/** Props of {@link PopupSelect} (widgets-spec §3 "Popup config"). */
export interface PopupSelectProps {
  /** Online report code (popupCode). */
  code?: string;
  /** Own form field; the input shows and emits its destination value (default the first destField). */
  field?: string;
  /** Report columns copied, comma list. */
  orgFields?: string;
  /** Form fields written, comma list of the same length. */
  destFields?: string;
  multi?: boolean;
  /** Separator of multiple values (default comma). */
  spliter?: string;
  groupId?: string;
  param?: Record<string, string>;
  sorter?: string;
  width?: number;
  value?: string;
  /** Emits the own field's new value. */
  onChange?(value: string): void;
  /** Emits every destination field's new value (the form copies them, spec §2). */
  onPopupOk?(values: Record<string, string>): void;
  disabled?: boolean;
  placeholder?: string;
  id?: string;
}

/**
 * Popup picker (widgets-spec §2 "Popup picker", §5 "Popup widget"): a read-only input with a clear
 * icon opening {@link PopupReportModal}. A bad configuration shows its error text and disables the
 * widget. OK copies the chosen rows' orgFields into destFields joined by `spliter`; clearing
 * empties every destField.
 */
export function PopupSelect(props: PopupSelectProps) {
  const { code, orgFields, destFields, multi, spliter = PICKER_CONSTANTS.SPLITER, value, onChange, onPopupOk, disabled, placeholder = PICKER_TEXTS.POPUP_PLACEHOLDER, id } = props;
  const [open, setOpen] = useState(false);
  const error = popupConfigError(code, orgFields, destFields);
  const own = props.field || (destFields ?? '').split(',')[0]?.trim() || '';
  const emit = (values: Record<string, string>) => {
    onPopupOk?.(values);
    onChange?.(values[own] ?? '');
  };
  return (
    <>
      <PickerInput
        id={id}
        data-testid="popup-select-input"
        text={value ?? ''}
        placeholder={placeholder}
        icon={<SearchOutlined />}
        disabled={disabled || Boolean(error)}
        status={error ? 'error' : undefined}
        onOpen={() => setOpen(true)}
        onClear={() => emit(clearedPopupValues(destFields ?? ''))}
      />
      {error && <Typography.Text type="danger" data-testid="popup-config-error">{error}</Typography.Text>}
      {!error && open && (
        <PopupReportModal
          open={open}
          code={code!}
          multi={multi}
          groupId={props.groupId}
          param={props.param}
          sorter={props.sorter}
          width={props.width}
          onCancel={() => setOpen(false)}
          onOk={(rows) => {
            setOpen(false);
            emit(popupValues(rows, orgFields!, destFields!, spliter));
          }}
        />
      )}
    </>
  );
}
