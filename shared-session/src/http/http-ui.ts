import { Modal, notification } from 'antd';

/**
 * The UI side of the HTTP layer, injectable so the shell can use its antd `App` context and tests
 * can observe calls. Defaults use antd's static `notification` and `Modal`.
 */
export interface HttpUi {
  /** Error notification (spec §8 texts: title 系统提示). */
  notifyError(title: string, description: string): void;
  /** The 登录已过期 modal; `onOk` runs when 重新登录 is pressed. */
  confirmRelogin(options: { title: string; content: string; okText: string; onOk: () => void }): void;
  /** Reloads the page after a logout. */
  reload(): void;
}

const defaultUi: HttpUi = {
  notifyError(title, description) {
    notification.error({ title, description, duration: 4 });
  },
  confirmRelogin({ title, content, okText, onOk }) {
    Modal.error({ title, content, okText, mask: { closable: false }, onOk });
  },
  reload() {
    window.location.reload();
  },
};

let current: HttpUi = defaultUi;

/** Replaces parts of the HTTP UI (e.g. with `App.useApp()` handles); returns a restore function. */
export function configureHttpUi(ui: Partial<HttpUi>): () => void {
  const previous = current;
  current = { ...current, ...ui };
  return () => {
    current = previous;
  };
}

/** The HTTP UI in effect. */
export function httpUi(): HttpUi {
  return current;
}
