/** Server answers shared by the picker tests (JeecgBoot wire shapes of widgets-spec §7). */
export const ok = (result: unknown) => ({ success: true, code: 200, message: '操作成功！', result });

export const DEPART_TREE = [
  {
    id: 'd1', key: 'd1', title: '总公司', departName: '总公司', orgCode: 'A01', parentId: null, isLeaf: false,
    children: [
      { id: 'd2', key: 'd2', title: '杭州分公司', departName: '杭州分公司', orgCode: 'A01A01', parentId: 'd1', isLeaf: false, children: [
        { id: 'd4', key: 'd4', title: '西湖车队', departName: '西湖车队', orgCode: 'A01A01A01', parentId: 'd2', isLeaf: true },
      ] },
      { id: 'd3', key: 'd3', title: '上海分公司', departName: '上海分公司', orgCode: 'A01A02', parentId: 'd1', isLeaf: true },
    ],
  },
];

export const USERS = [
  { id: 'u1', username: 'admin', realname: '管理员', sex: 1, phone: '13800000001', orgCodeTxt: '总公司' },
  { id: 'u2', username: 'hz_operator', realname: '杭州调度', sex: '2', phone: '13800000002', orgCodeTxt: '杭州分公司' },
  { id: 'u3', username: 'viewer', realname: '只读用户', sex: null, phone: null, orgCodeTxt: '上海分公司' },
];

/** A router for a mocked `http.get(url, {params})`. */
export type Route = (params: Record<string, unknown>) => unknown;

/** Builds a mock `get` answering by path (exact or prefix match). */
export function router(routes: Record<string, Route>) {
  return jest.fn(async (url: string, config?: { params?: Record<string, unknown> }) => {
    const key = Object.keys(routes).find((k) => url === k || url.startsWith(k));
    if (!key) throw new Error(`unexpected GET ${url}`);
    return routes[key](config?.params ?? {});
  });
}
