import { ApartmentOutlined } from '@ant-design/icons';
import { useEffect, useRef, useState } from 'react';
import { splitValues } from '../dict/dict-checkbox';
import { fetchDepartTree, flattenDeparts } from './depart-api';
import { DepartSelectModal } from './depart-select-modal';
import { PickerInput } from './picker-input';
import { PICKER_TEXTS } from './picker-texts';
import type { DepartPick, DepartTreeNode } from './picker-types';

/** Props of {@link DepartSelectInput}. */
export interface DepartSelectInputProps {
  /** Comma-joined store values (department ids by default). */
  value?: string;
  /** Emits the comma-joined store values ('' when cleared). */
  onChange?(value: string): void;
  /** Several departments (default true). */
  multi?: boolean;
  /** Stored field (default id, spec §9; extension JSON `store`). */
  store?: keyof DepartPick;
  /** Shown field (default departName, spec §9; extension JSON `text`). */
  text?: keyof DepartPick;
  disabled?: boolean;
  placeholder?: string;
  /** Dialog width (default 500). */
  modalWidth?: number;
  id?: string;
}

/**
 * Department select (widgets-spec §2 "Department select cell", §9): a read-only input
 * 请点击选择部门 with a clear icon opening {@link DepartSelectModal}; stores `store` (id), shows
 * `text` (departName). Labels of a value set from outside are looked up in the department tree.
 */
export function DepartSelectInput({ value, onChange, multi = true, store = 'id', text = 'departName', disabled, placeholder = PICKER_TEXTS.DEPART_PLACEHOLDER, modalWidth, id }: DepartSelectInputProps) {
  const [open, setOpen] = useState(false);
  const nodes = useRef(new Map<string, DepartPick>());
  const [, setVersion] = useState(0);
  const keys = splitValues(value);
  const missing = keys.filter((k) => !nodes.current.has(k)).join(',');

  useEffect(() => {
    if (!missing) return undefined;
    let live = true;
    fetchDepartTree()
      .then((tree: DepartTreeNode[]) => {
        flattenDeparts(tree).forEach((n) => nodes.current.set(String(n[store]), n));
        if (live) setVersion((v) => v + 1);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [missing, store]);

  const ids = keys.map((k) => (store === 'id' ? k : nodes.current.get(k)?.id ?? k));
  return (
    <>
      <PickerInput
        id={id}
        data-testid="depart-select-input"
        text={keys.map((k) => nodes.current.get(k)?.[text] ?? k).join(',')}
        placeholder={placeholder}
        icon={<ApartmentOutlined />}
        disabled={disabled}
        onOpen={() => setOpen(true)}
        onClear={() => onChange?.('')}
      />
      <DepartSelectModal
        open={open}
        multi={multi}
        value={ids}
        width={modalWidth}
        onCancel={() => setOpen(false)}
        onOk={(picked) => {
          picked.forEach((n) => nodes.current.set(String(n[store]), n));
          setOpen(false);
          onChange?.(picked.map((n) => String(n[store])).join(','));
        }}
      />
    </>
  );
}
