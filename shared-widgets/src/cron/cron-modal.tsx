import { Modal } from 'antd';
import { useEffect, useState } from 'react';
import { CronEditor } from './cron-editor';
import { CRON_TEXTS } from './cron-texts';

/** Width of the cron dialog in px (not given by the spec; fits the 秒/分 checkbox grids and the preview). */
export const CRON_MODAL_WIDTH = 960;

export interface CronModalProps {
  open: boolean;
  /** The expression the dialog starts from. */
  value?: string;
  onOk(expression: string): void;
  onCancel(): void;
}

/** The dialog titled Cron表达式 around the cron editor (widgets-spec §2 "Cron editor"); OK emits the edited expression. */
export function CronModal({ open, value, onOk, onCancel }: CronModalProps) {
  const [draft, setDraft] = useState(value ?? '');
  useEffect(() => {
    if (open) setDraft(value ?? '');
  }, [open, value]);
  return (
    <Modal title={CRON_TEXTS.title} open={open} width={CRON_MODAL_WIDTH} destroyOnHidden onOk={() => onOk(draft || '* * * * * ? *')} onCancel={onCancel}>
      <CronEditor value={draft} onChange={setDraft} />
    </Modal>
  );
}
