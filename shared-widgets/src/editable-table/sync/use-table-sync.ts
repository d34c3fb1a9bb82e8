import { useEffect, useRef } from 'react';
import { joinVxeSocket, toVxePageId, useSessionStore, type VxeTableLink } from 'shared-session';
import type { TableController } from '../rows/table-controller';
import type { TableRow } from '../types';

/** Realtime sync settings of a table (widgets-spec §4 "Realtime table sync"). */
export interface TableSyncOptions {
  /** Tables holding the same key share row edits; no key = no sync. */
  socketKey?: string;
  /** Page id of the socket path; the socket key by default (both tabs of a page must agree). */
  pageId?: string;
  /** This table instance (the socket caseId). */
  caseId: string;
}

/**
 * Joins the table to the shared `/vxeSocket/{userId}/{pageId}` connection of shared-session while
 * `socketKey` is set: rows changed by other instances are merged into this table
 * (`applyRemoteRow`, unknown ids ignored); the returned function sends this table's edited rows.
 */
export function useTableSync(controller: TableController, opts: TableSyncOptions): (row: TableRow) => void {
  const userId = useSessionStore((s) => s.userInfo?.id);
  const link = useRef<VxeTableLink | null>(null);
  const { socketKey, pageId, caseId } = opts;
  useEffect(() => {
    if (!socketKey || !userId) return undefined;
    const joined = joinVxeSocket({
      userId: String(userId),
      pageId: toVxePageId(pageId ?? socketKey),
      socketKey,
      caseId,
      onRowUpdate: (row) => controller.applyRemoteRow({ ...row, id: String(row.id) }),
    });
    link.current = joined;
    return () => {
      joined.leave();
      if (link.current === joined) link.current = null;
    };
  }, [controller, socketKey, pageId, caseId, userId]);
  return (row) => link.current?.sendRowUpdate({ ...row });
}
