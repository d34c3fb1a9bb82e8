import { Button, Descriptions, Modal, Spin } from 'antd';
import DOMPurify from 'dompurify';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { AppRoute } from '../router/app-route';
import { resolveComponent } from '../router/resolve-component';
import { ViewHost } from '../views/view-host';
import { fetchNotice, markNoticeRead, type Notice } from './notice-api';
import { useNoticeStore } from './notice-store';
import { PriorityTag } from './priority-tag';

/** HTML of a notice made safe for innerHTML (console-spec §2.3: sanitised against script injection). */
export function safeNoticeHtml(html: string | undefined): string {
  return DOMPurify.sanitize(html ?? '', { FORBID_TAGS: ['style', 'form', 'iframe'], FORBID_ATTR: ['style'] });
}

function componentRoute(notice: Notice): AppRoute {
  const component = notice.openPage ?? '';
  return {
    id: `notice-${notice.id}`, path: '', name: component, title: notice.titile, component, keepAlive: false, hidden: true,
    hideTab: true, external: false, view: resolveComponent(component), children: [],
  };
}

/**
 * Notice detail dialog (console-spec §2.3, §4): 60 % of the window wide, body 80 % high; title,
 * sender, send time and the sanitised HTML; 去处理 navigates to openPage when openType is url;
 * openType component shows that page component inside the dialog. Opening marks the notice read
 * and reloads the bell's lists. Mounted once in the layout; opened through useNoticeStore.open(id).
 */
export function NoticeDetailModal() {
  const openId = useNoticeStore((s) => s.openId);
  const close = () => useNoticeStore.getState().open(null);
  const navigate = useNavigate();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!openId) return undefined;
    let live = true;
    setNotice(null);
    setError(null);
    fetchNotice(openId)
      .then(async (n) => {
        if (!live) return;
        setNotice(n);
        if (n.readFlag !== '1') await markNoticeRead(n.id).catch(() => undefined);
        await useNoticeStore.getState().reload();
      })
      .catch((e: Error) => live && setError(e.message));
    return () => {
      live = false;
    };
  }, [openId]);

  const handle = () => {
    if (notice?.openPage) navigate(notice.openPage);
    close();
  };
  const footer = [
    notice?.openType === 'url' && notice.openPage ? <Button key="go" type="primary" onClick={handle}>去处理</Button> : null,
    <Button key="close" onClick={close}>关闭</Button>,
  ];
  return (
    <Modal
      open={Boolean(openId)}
      title={notice?.titile ?? '通知详情'}
      width="60%"
      styles={{ body: { height: '80vh', overflow: 'auto' } }}
      onCancel={close}
      footer={footer}
      destroyOnHidden
    >
      <div data-testid="notice-detail">
      {!notice && !error && <Spin style={{ display: 'block', margin: '80px auto' }} />}
      {error && <div style={{ color: '#ff4d4f' }}>{error}</div>}
      {notice && (
        <>
          <Descriptions size="small" column={3} style={{ marginBottom: 16 }}>
            <Descriptions.Item label="发布人">{notice.sender ?? '-'}</Descriptions.Item>
            <Descriptions.Item label="发布时间">{notice.sendTime ?? notice.createTime}</Descriptions.Item>
            <Descriptions.Item label="优先级"><PriorityTag priority={notice.priority} /></Descriptions.Item>
          </Descriptions>
          <div className="notice-content" dangerouslySetInnerHTML={{ __html: safeNoticeHtml(notice.msgContent) }} />
          {notice.openType === 'component' && notice.openPage && (
            <div style={{ marginTop: 16 }}>
              <ViewHost route={componentRoute(notice)} />
            </div>
          )}
        </>
      )}
      </div>
    </Modal>
  );
}
