import { UserOutlined } from '@ant-design/icons';
import { useEffect, useRef, useState } from 'react';
import { splitValues } from '../dict/dict-checkbox';
import { PickerInput } from './picker-input';
import { PICKER_TEXTS } from './picker-texts';
import type { UserRow, UserStoreField } from './picker-types';
import { fetchMultiUser } from './user-api';
import { UserSelectModal } from './user-select-modal';

/** Props of {@link UserSelectInput}. */
export interface UserSelectInputProps {
  /** Comma-joined store values (usernames by default). */
  value?: string;
  /** Emits the comma-joined store values of the picked users ('' when cleared). */
  onChange?(value: string): void;
  /** Several users (default true). */
  multi?: boolean;
  /** Stored field (default username; extension JSON `store`, spec §3). */
  store?: UserStoreField;
  /** Shown field (default realname; extension JSON `text`, spec §3). */
  text?: keyof UserRow & string;
  disabled?: boolean;
  placeholder?: string;
  id?: string;
}

/**
 * User select input (widgets-spec §2, §3 "User (defaults)"): a read-only input with a user icon
 * and a clear icon opening 根据部门选择用户; shows the `text` field (realname), stores the `store`
 * field (username), comma-joined. Labels of a value set from outside are re-resolved through
 * GET /sys/user/getMultiUser; unknown values show as themselves.
 */
export function UserSelectInput({ value, onChange, multi = true, store = 'username', text = 'realname', disabled, placeholder = PICKER_TEXTS.USER_PLACEHOLDER, id }: UserSelectInputProps) {
  const [open, setOpen] = useState(false);
  const labels = useRef(new Map<string, string>());
  const [, setVersion] = useState(0);
  const keys = splitValues(value);
  const missing = keys.filter((k) => !labels.current.has(k)).join(',');

  useEffect(() => {
    if (!missing) return undefined;
    let live = true;
    fetchMultiUser(store, missing.split(','))
      .then((rows) => {
        rows.forEach((r) => labels.current.set(String(r[store]), String(r[text] ?? r[store])));
        if (live) setVersion((v) => v + 1);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [missing, store, text]);

  const shown = keys.map((k) => labels.current.get(k) ?? k).join(',');
  return (
    <>
      <PickerInput
        id={id}
        data-testid="user-select-input"
        text={shown}
        placeholder={placeholder}
        icon={<UserOutlined />}
        disabled={disabled}
        onOpen={() => setOpen(true)}
        onClear={() => onChange?.('')}
      />
      <UserSelectModal
        open={open}
        multi={multi}
        store={store}
        selectedKeys={keys}
        onCancel={() => setOpen(false)}
        onOk={(rows) => {
          rows.forEach((r) => labels.current.set(String(r[store]), String(r[text] ?? r[store])));
          setOpen(false);
          onChange?.(rows.map((r) => String(r[store])).join(','));
        }}
      />
    </>
  );
}
