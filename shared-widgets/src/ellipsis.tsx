import { Tooltip } from 'antd';

/** Default number of characters shown before the ellipsis (widgets-spec §9: ellipsis length 25). */
export const ELLIPSIS_DEFAULT_LENGTH = 25;

export interface EllipsisProps {
  /** The full text; null or undefined renders nothing. */
  value: string | null | undefined;
  /** Characters kept before '…' (default 25, widgets-spec §9; 4 in the popup table). */
  length?: number;
}

/**
 * Cuts `value` after `length` characters, counting code points so Chinese text and emoji are not
 * split, and shows the whole text in a tooltip when it was cut (widgets-spec §2 "Ellipsis text").
 */
export function Ellipsis({ value, length = ELLIPSIS_DEFAULT_LENGTH }: EllipsisProps) {
  if (value == null) return null;
  const chars = Array.from(value);
  if (chars.length <= length) return <span>{value}</span>;
  return (
    <Tooltip title={value}>
      <span>{chars.slice(0, length).join('')}…</span>
    </Tooltip>
  );
}
