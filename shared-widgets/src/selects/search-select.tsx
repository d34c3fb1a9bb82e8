import { Select, Spin, message } from 'antd';
import { useEffect, useRef, useState } from 'react';
import type { DictOption } from '../dict/dict-api';
import { useDictOptions } from '../dict/use-dict';
import { loadDictItemTexts, searchDictOptions, tableDictError } from './search-api';
import { SELECT_CONSTANTS, SELECT_TEXTS } from './select-texts';

/** Props of {@link SearchSelect} (common brief contract). */
export interface SearchSelectProps {
  /** Table dictionary `table,text,code` (required in async mode) or a dictionary code. */
  dict: string;
  /** Search on the server as the user types (default false: all options loaded once). */
  async?: boolean;
  value?: string;
  onChange?(value?: string): void;
  placeholder?: string;
  disabled?: boolean;
  /** Options per search (default 10, spec §9). */
  pageSize?: number;
  id?: string;
}

type Phase = 'idle' | 'loading' | 'done';

/** The empty-state text of an async search select (widgets-spec §2 "Search select"). */
export function searchEmptyText(phase: Phase, keyword: string): string {
  if (phase === 'loading') return SELECT_TEXTS.LOADING;
  return keyword.trim() ? SELECT_TEXTS.NOT_FOUND : SELECT_TEXTS.INPUT_KEYWORD;
}

function AsyncSearchSelect({ dict, value, onChange, placeholder, disabled, pageSize = SELECT_CONSTANTS.SEARCH_PAGE_SIZE, id }: SearchSelectProps) {
  const error = tableDictError(dict);
  const [options, setOptions] = useState<DictOption[]>([]);
  const [keyword, setKeyword] = useState('');
  const [phase, setPhase] = useState<Phase>('idle');
  const [label, setLabel] = useState<{ value: string; text: string } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const seq = useRef(0);

  useEffect(() => {
    if (error) void message.warning(error);
  }, [error]);
  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    if (error || !value || label?.value === value || options.some((o) => o.value === value)) return undefined;
    let live = true;
    void loadDictItemTexts(dict, [value]).then(([text]) => {
      if (live) setLabel({ value, text: text || value });
    });
    return () => {
      live = false;
    };
  }, [dict, value, error, label, options]);

  const search = (text: string) => {
    setKeyword(text);
    clearTimeout(timer.current);
    const mine = ++seq.current;
    if (!text.trim()) {
      setOptions([]);
      setPhase('idle');
      return;
    }
    setPhase('loading');
    timer.current = setTimeout(() => {
      void searchDictOptions(dict, text.trim(), pageSize).then((found) => {
        if (mine !== seq.current) return;
        setOptions(found);
        setPhase('done');
      });
    }, SELECT_CONSTANTS.SEARCH_DEBOUNCE_MS);
  };

  const shown = options.some((o) => o.value === value) || !value ? options : [{ value, text: label?.value === value ? label.text : value } as DictOption, ...options];
  return (
    <Select
      id={id}
      data-testid="search-select"
      showSearch={{ filterOption: false, onSearch: search, searchValue: keyword }}
      value={value || undefined}
      placeholder={placeholder}
      disabled={disabled || Boolean(error)}
      status={error ? 'error' : undefined}
      allowClear
      style={{ minWidth: 160, width: '100%' }}
      notFoundContent={phase === 'loading' ? <span><Spin size="small" /> {SELECT_TEXTS.LOADING}</span> : searchEmptyText(phase, keyword)}
      onChange={(v?: string) => {
        const picked = options.find((o) => o.value === v);
        if (picked) setLabel({ value: picked.value, text: picked.text });
        onChange?.(v ?? undefined);
      }}
      onOpenChange={(o) => { if (!o) setKeyword(''); }}
      options={shown.map((o) => ({ value: o.value, label: o.text }))}
    />
  );
}

function SyncSearchSelect({ dict, value, onChange, placeholder, disabled, id }: SearchSelectProps) {
  const { options, loading } = useDictOptions(dict);
  return (
    <Select
      id={id}
      data-testid="search-select"
      showSearch={{ optionFilterProp: 'label' }}
      value={value || undefined}
      placeholder={placeholder}
      disabled={disabled}
      loading={loading}
      allowClear
      style={{ minWidth: 160, width: '100%' }}
      notFoundContent={loading ? SELECT_TEXTS.LOADING : SELECT_TEXTS.NOT_FOUND}
      onChange={(v?: string) => onChange?.(v ?? undefined)}
      options={options.map((o) => ({ value: o.value, label: o.text, disabled: o.disabled }))}
    />
  );
}

/**
 * Search select (widgets-spec §2 "Search select", §4, §5, §7, §9). Async mode: a table dictionary
 * `table,text,code` is required (else a warning and the select is disabled); typing searches
 * GET /sys/dict/loadDict/{dict}?keyword=&pageSize=10 after an 800 ms debounce, empty text clears the
 * result; empty states 请输入搜索内容 / 加载中… / 没有查询到任何数据; the label of a preset value is
 * fetched by GET /sys/dict/loadDictItem/{dict}?key=. Sync mode loads every option once
 * (getDictItems) and filters locally.
 */
export function SearchSelect(props: SearchSelectProps) {
  return props.async ? <AsyncSearchSelect {...props} /> : <SyncSearchSelect {...props} />;
}
