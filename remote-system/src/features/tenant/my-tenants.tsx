import { Button, Space, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { SESSION_CONSTANTS, STORAGE_KEYS, http, storage } from 'shared-session';
import { TENANT_TEXTS as T, TENANT_URLS } from './tenant-types';

/** GET /sys/tenant/getCurrentUserTenant. */
interface MyTenantAnswer {
  list: { id: number; name: string }[];
  loginTenantId: number;
  currentTenantId: number;
}

/** Text of the switch button. */
export const SWITCH_TENANT = '切换';

/**
 * 我所属的租户: the active tenants of the signed-in user (home and joined). 切换 stores the
 * tenant as TENANT_ID (sent as the `tenant-id` header of every call, console-spec §7) and
 * reloads, so menus, buttons and data follow that tenant; the server refuses a tenant the user
 * does not belong to.
 */
export function MyTenants() {
  const [mine, setMine] = useState<MyTenantAnswer | null>(null);
  useEffect(() => {
    let live = true;
    void http.get<MyTenantAnswer>(TENANT_URLS.mine).then((a) => {
      if (live && a.success) setMine(a.result);
    }).catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  if (!mine || mine.list.length < 2) return null;
  const choose = (id: number) => {
    storage.set(STORAGE_KEYS.TENANT_ID, id, SESSION_CONSTANTS.TOKEN_TTL_MS);
    window.location.reload();
  };
  return (
    <Space style={{ marginBottom: 12 }} wrap>
      <Typography.Text type="secondary">{T.myTenants}：</Typography.Text>
      {mine.list.map((t) => (t.id === mine.currentTenantId
        ? <Tag key={t.id} color="blue">{t.name}</Tag>
        : <Button key={t.id} size="small" onClick={() => choose(t.id)}>{`${SWITCH_TENANT} ${t.name}`}</Button>))}
    </Space>
  );
}
