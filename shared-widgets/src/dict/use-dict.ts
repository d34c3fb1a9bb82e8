import { useEffect, useState } from 'react';
import { cachedDictOptions, loadDictOptions, type DictOption } from './dict-api';

/** Answer of {@link useDictOptions}. */
export interface DictOptionsState {
  options: DictOption[];
  loading: boolean;
}

/**
 * React hook: the options of `dictCode` (widgets-spec §7 getDictItems, §9 7-day cache). Starts with
 * the locally cached options (no flicker), loads from the server when the cache has none; a
 * dictionary that cannot be loaded gives [] (spec §7). An empty code gives [] without a call.
 *
 * @example const { options } = useDictOptions('sex');
 */
export function useDictOptions(dictCode: string): DictOptionsState {
  const [state, setState] = useState<{ code: string; options: DictOption[]; loading: boolean }>(() => {
    const cached = cachedDictOptions(dictCode);
    return { code: dictCode, options: cached, loading: Boolean(dictCode) && cached.length === 0 };
  });
  useEffect(() => {
    let live = true;
    const cached = cachedDictOptions(dictCode);
    if (cached.length > 0 || !dictCode) {
      setState({ code: dictCode, options: cached, loading: false });
      return undefined;
    }
    setState((s) => ({ code: dictCode, options: s.code === dictCode ? s.options : [], loading: true }));
    void loadDictOptions(dictCode).then((options) => {
      if (live) setState({ code: dictCode, options, loading: false });
    });
    return () => {
      live = false;
    };
  }, [dictCode]);
  if (state.code === dictCode) return { options: state.options, loading: state.loading };
  const cached = cachedDictOptions(dictCode);
  return { options: cached, loading: Boolean(dictCode) && cached.length === 0 };
}
