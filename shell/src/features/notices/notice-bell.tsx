import { BellOutlined } from '@ant-design/icons';
import { Badge, Popover, Tabs } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { NoticeList } from './notice-list';
import { useNoticeStore } from './notice-store';
import { useNoticePolling } from './use-notice-polling';

/** The user's own notice page (console-spec §2: /isps/userAnnouncement). */
export const USER_ANNOUNCEMENT_PATH = '/isps/userAnnouncement';
/** Popover width in px (console-spec §9). */
export const NOTICE_POPOVER_WIDTH = 300;

/**
 * Header notice bell (console-spec §2.3, §4): badge with the total unread, a 300 px popover with
 * the 通知 and 系统消息 tabs, 查看更多 to /isps/userAnnouncement; clicking an item opens the
 * detail dialog (NoticeDetailModal, mounted once in the layout).
 */
export function NoticeBell() {
  useNoticePolling();
  const lists = useNoticeStore((s) => s.lists);
  const open = useNoticeStore((s) => s.open);
  const navigate = useNavigate();
  const [visible, setVisible] = useState(false);
  const total = lists.anntMsgTotal + lists.sysMsgTotal;
  const pick = (id: string) => {
    setVisible(false);
    open(id);
  };
  const more = () => {
    setVisible(false);
    navigate(USER_ANNOUNCEMENT_PATH);
  };
  const content = (
    <div style={{ width: NOTICE_POPOVER_WIDTH }} data-testid="notice-popover">
      <Tabs
        centered
        size="small"
        items={[
          { key: 'annt', label: `通知(${lists.anntMsgTotal})`, children: <NoticeList items={lists.anntMsgList} onOpen={pick} onMore={more} /> },
          { key: 'sys', label: `系统消息(${lists.sysMsgTotal})`, children: <NoticeList items={lists.sysMsgList} onOpen={pick} onMore={more} /> },
        ]}
      />
    </div>
  );
  return (
    <Popover content={content} trigger="click" placement="bottomRight" open={visible} onOpenChange={setVisible} arrow={{ pointAtCenter: true }}>
      <span className="header-action" role="button" aria-label="消息通知" data-testid="notice-bell">
        <Badge count={total} size="small" offset={[2, -2]}>
          <BellOutlined style={{ fontSize: 16 }} />
        </Badge>
      </span>
    </Popover>
  );
}
