import { Select, Space } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { nextLevelToLoad, querySelectOptions, type LinkDownConfig, type LinkDownOther, type LinkedOption } from './linked-api';
import { SELECT_TEXTS } from './select-texts';

/** Props of {@link LinkedSelect}. */
export interface LinkedSelectProps {
  config: LinkDownConfig;
  /** Form field of the first level. */
  field: string;
  /** Placeholder of the first level. */
  title?: string;
  /** The further levels, in order. */
  others: LinkDownOther[];
  /** Current values of every level's field. */
  values: Record<string, string | undefined>;
  /** Emits the new values of every level (levels after a changed one are cleared). */
  onChange(values: Record<string, string | undefined>): void;
  disabled?: boolean;
}

type Loaded = { parent: string | null; list: LinkedOption[] } | undefined;

/**
 * Cascading select (widgets-spec §2 "Cascading (linked) select", §3, §4, §7): one select per level
 * over /online/cgform/api/querySelectOptions; the first level uses the condition, each next level
 * the chosen option's id as pidValue. Choosing a level clears the later levels and loads the next
 * one; values set from outside (form data load) load each filled level's children in order.
 */
export function LinkedSelect({ config, field, title, others, values, onChange, disabled }: LinkedSelectProps) {
  const levels = [field, ...others.map((o) => o.field)];
  const titles = [title ?? SELECT_TEXTS.SELECT_PLACEHOLDER, ...others.map((o) => o.title)];
  const [loaded, setLoaded] = useState<Loaded[]>([]);
  const pending = useRef(new Set<string>());
  const cfgKey = JSON.stringify(config);

  useEffect(() => {
    let live = true;
    setLoaded([]);
    querySelectOptions(JSON.parse(cfgKey) as LinkDownConfig)
      .then((list) => live && setLoaded([{ parent: null, list }]))
      .catch(() => live && setLoaded([{ parent: null, list: [] }]));
    return () => {
      live = false;
    };
  }, [cfgKey]);

  const next = nextLevelToLoad(levels, values, loaded);
  useEffect(() => {
    if (!next) return;
    const tag = `${next.level}:${next.pid}`;
    if (pending.current.has(tag)) return;
    pending.current.add(tag);
    querySelectOptions(JSON.parse(cfgKey) as LinkDownConfig, next.pid)
      .catch(() => [] as LinkedOption[])
      .then((list) => {
        pending.current.delete(tag);
        setLoaded((cur) => {
          const copy = cur.slice(0, next.level);
          copy[next.level] = { parent: next.pid, list };
          return copy;
        });
      });
  }, [next?.level, next?.pid, cfgKey]); // eslint-disable-line react-hooks/exhaustive-deps

  const optionsOf = (i: number): LinkedOption[] => {
    const lvl = loaded[i];
    if (!lvl) return [];
    if (i === 0) return lvl.list;
    const parent = loaded[i - 1]?.list.find((o) => o.store === values[levels[i - 1]]);
    return parent && lvl.parent === parent.id ? lvl.list : [];
  };

  const choose = (i: number, v?: string) => {
    const out: Record<string, string | undefined> = { ...values, [levels[i]]: v };
    levels.slice(i + 1).forEach((f) => {
      out[f] = undefined;
    });
    onChange(out);
  };

  return (
    <Space wrap data-testid="linked-select">
      {levels.map((f, i) => (
        <Select
          key={f}
          aria-label={titles[i]}
          style={{ minWidth: 140 }}
          allowClear
          disabled={disabled}
          placeholder={titles[i]}
          value={values[f] || undefined}
          onChange={(v?: string) => choose(i, v)}
          options={optionsOf(i).map((o) => ({ value: o.store, label: o.label }))}
        />
      ))}
    </Space>
  );
}
