import { App, message as staticMessage, Modal, type ModalFuncProps } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';

/** The feedback channels a widget uses: antd's message and modal. */
export interface Feedback {
  message: MessageInstance;
  modal: {
    error(config: ModalFuncProps): unknown;
    warning(config: ModalFuncProps): unknown;
    confirm(config: ModalFuncProps): unknown;
    info(config: ModalFuncProps): unknown;
  };
}

/**
 * The message / modal API of the enclosing antd `<App>` (themed, context-aware), falling back to
 * antd's static `message` / `Modal` functions when a widget is rendered outside an `<App>`.
 */
export function useFeedback(): Feedback {
  const app = App.useApp();
  const message = typeof app.message?.warning === 'function' ? app.message : staticMessage;
  const modal = typeof app.modal?.error === 'function' ? app.modal : Modal;
  return { message, modal };
}
