import { useCallback, useState } from 'react';
import { loadSavedQueries, removeSavedQuery, storeSavedQueries, upsertSavedQuery } from './saved-query-store';
import type { SavedQuery } from './super-query-types';

/** The saved queries of `saveCode` (widgets-spec §3 "Saved query") as React state, kept in local storage. */
export function useSavedQueries(saveCode: string) {
  const [list, setList] = useState<SavedQuery[]>(() => loadSavedQueries(saveCode));
  const [code, setCode] = useState(saveCode);
  if (code !== saveCode) {
    setCode(saveCode);
    setList(loadSavedQueries(saveCode));
  }
  const save = useCallback(
    (query: SavedQuery) => {
      const next = upsertSavedQuery(loadSavedQueries(saveCode), query);
      storeSavedQueries(saveCode, next);
      setList(next);
    },
    [saveCode],
  );
  const remove = useCallback(
    (title: string) => {
      const next = removeSavedQuery(loadSavedQueries(saveCode), title);
      storeSavedQueries(saveCode, next);
      setList(next);
    },
    [saveCode],
  );
  return { list, save, remove };
}
