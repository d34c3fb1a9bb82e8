import { clearDictCache, http, setDictCache, type DictMap } from 'shared-session';

const isMissing = (e: unknown) => (e as { response?: { status?: number } }).response?.status === 404;

export async function clearCache(): Promise<boolean> {
  clearDictCache();
  try {
    await http.get('sys/dict/refleshCache', { skipErrorHandler: true }).catch((e) => {
      if (!isMissing(e)) throw e;
    });
    const answer = await http.get<DictMap>('sys/dict/queryAllDictItems', { skipErrorHandler: true });
    if (!answer.success) return false;
    setDictCache(answer.result ?? {});
    return true;
  } catch (e) {
    return isMissing(e);
  }
}
