import { AxiosError } from 'axios';
import { handleHttpError } from 'shared-session';
import { create } from 'zustand';
import { fetchNoticeLists, type NoticeLists } from './notice-api';

const EMPTY: NoticeLists = { anntMsgList: [], anntMsgTotal: 0, sysMsgList: [], sysMsgTotal: 0 };

/** The bell's state: the unread lists, whether polling stopped after a failure, and the open notice. */
interface NoticeState {
  lists: NoticeLists;
  /** set after a failed load: polling stops (console-spec §4), a push or a manual reload restarts it */
  failed: boolean;
  /** id of the notice open in the detail dialog */
  openId: string | null;
  reload(): Promise<void>;
  open(id: string | null): void;
}

/** A session that ended on the server (token revoked, forced logout) still signs the user out. */
function isSessionEnd(error: unknown): error is AxiosError {
  if (!(error instanceof AxiosError)) return false;
  const message = String((error.response?.data as { message?: unknown } | undefined)?.message ?? '');
  return error.response?.status === 401 || message.includes('Token失效');
}

/** Notice bell store (console-spec §2.3, §4): one instance for the bell, the dialog and the page. */
export const useNoticeStore = create<NoticeState>((set) => ({
  lists: EMPTY,
  failed: false,
  openId: null,
  async reload() {
    try {
      set({ lists: await fetchNoticeLists(), failed: false });
    } catch (error) {
      set({ failed: true });
      if (isSessionEnd(error)) await handleHttpError(new AxiosError(error.message, error.code, { ...error.config!, skipErrorHandler: false }, error.request, error.response)).catch(() => undefined);
    }
  },
  open(id) {
    set({ openId: id });
  },
}));
