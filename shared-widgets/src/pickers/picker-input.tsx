import { CloseCircleFilled } from '@ant-design/icons';
import { Input } from 'antd';

/** Props of {@link PickerInput}. */
export interface PickerInputProps {
  /** The shown text (labels of the chosen items). */
  text: string;
  placeholder?: string;
  /** Icon after the text; clicking it (or the input) opens the picker. */
  icon: React.ReactNode;
  onOpen(): void;
  /** Clears the value; the clear icon shows only when there is a text and the input is enabled. */
  onClear(): void;
  disabled?: boolean;
  /** antd status (e.g. 'error' for a misconfigured popup). */
  status?: 'error' | 'warning';
  id?: string;
  'data-testid'?: string;
}

/**
 * Read-only input of the pickers (widgets-spec §2 "User select inputs are read-only with a user
 * icon and a clear icon", department select, popup picker): clicking opens the picker, the clear
 * icon empties the value without opening it.
 */
export function PickerInput({ text, placeholder, icon, onOpen, onClear, disabled, status, id, ...rest }: PickerInputProps) {
  const canClear = Boolean(text) && !disabled;
  return (
    <Input
      id={id}
      data-testid={rest['data-testid']}
      readOnly
      value={text}
      title={text}
      placeholder={placeholder}
      disabled={disabled}
      status={status}
      onClick={() => !disabled && onOpen()}
      style={{ cursor: disabled ? 'not-allowed' : 'pointer' }}
      suffix={
        <span style={{ display: 'inline-flex', gap: 6 }}>
          {canClear && (
            <CloseCircleFilled
              aria-label="clear"
              style={{ color: 'rgba(0,0,0,.25)' }}
              onClick={(e) => {
                e.stopPropagation();
                onClear();
              }}
            />
          )}
          <span aria-label="open" onClick={(e) => { e.stopPropagation(); if (!disabled) onOpen(); }}>{icon}</span>
        </span>
      }
    />
  );
}
