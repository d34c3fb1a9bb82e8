import { Button, Descriptions, Modal } from 'antd';
import type { ReactNode } from 'react';
import { DETAIL_MODAL, DETAIL_TEXTS } from './iframe-detail-texts';

/** One field of the detail modal. */
export interface DetailItem {
  label: ReactNode;
  value: ReactNode;
  /** Columns the field spans (default 1). */
  span?: number;
}

/** Props of {@link DetailModal}. */
export interface DetailModalProps {
  open: boolean;
  /** Default 详细信息. */
  title?: ReactNode;
  items: DetailItem[];
  /** Columns of the description list: default 3, at most 4 (values outside 1-4 are clamped). */
  column?: number;
  /** Default 1200 (§9). */
  width?: number;
  onClose(): void;
}

/** Columns actually used: whole number in 1..4, default 3 (widgets-spec §9). */
export function detailColumns(column: number | undefined): number {
  const n = Math.floor(Number(column ?? DETAIL_MODAL.DEFAULT_COLUMNS));
  if (!Number.isFinite(n) || n < 1) return DETAIL_MODAL.DEFAULT_COLUMNS;
  return Math.min(n, DETAIL_MODAL.MAX_COLUMNS);
}

/**
 * Detail modal 详细信息 (widgets-spec §2, §9): a read-only description list in a 1200 wide dialog,
 * 3 columns by default and at most 4, with a 关闭 button. Empty values show as '-'.
 */
export function DetailModal({ open, title = DETAIL_TEXTS.TITLE, items, column, width = DETAIL_MODAL.WIDTH, onClose }: DetailModalProps) {
  return (
    <Modal
      open={open}
      title={title}
      width={width}
      onCancel={onClose}
      destroyOnHidden
      footer={<Button onClick={onClose}>{DETAIL_TEXTS.CLOSE}</Button>}
    >
      <Descriptions
        bordered
        size="small"
        column={detailColumns(column)}
        items={items.map((item, i) => ({
          key: String(i),
          label: item.label,
          span: item.span,
          children: item.value === null || item.value === undefined || item.value === '' ? '-' : item.value,
        }))}
      />
    </Modal>
  );
}
