import { App } from 'antd';
import { useEffect } from 'react';
import { configureHttpUi } from 'shared-session';

export function HttpUiBridge() {
  const { notification, modal } = App.useApp();
  useEffect(
    () =>
      configureHttpUi({
        notifyError: (title, description) => notification.error({ title, description, duration: 4 }),
        confirmRelogin: ({ title, content, okText, onOk }) => modal.error({ title, content, okText, mask: { closable: false }, onOk }),
      }),
    [notification, modal],
  );
  return null;
}
