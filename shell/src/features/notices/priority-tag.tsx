import { Tag } from 'antd';

/** Priority of a notice (console-spec §2.3): L 一般消息 blue, M 重要消息 orange, H 紧急消息 red. */
export const PRIORITY_TAGS: Record<string, { text: string; color: string }> = {
  L: { text: '一般消息', color: 'blue' },
  M: { text: '重要消息', color: 'orange' },
  H: { text: '紧急消息', color: 'red' },
};

/** The coloured priority tag of a notice; nothing for an unknown priority. */
export function PriorityTag({ priority }: { priority: string }) {
  const tag = PRIORITY_TAGS[priority];
  return tag ? <Tag color={tag.color}>{tag.text}</Tag> : null;
}
