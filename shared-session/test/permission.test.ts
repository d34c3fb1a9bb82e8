import { hasPermission, isDisabledByPermission, type PermissionItem } from '../src';

const auth: PermissionItem[] = [
  { action: 'car:add', type: '1', describe: '新增' },
  { action: 'car:edit,car:delete', type: '1', describe: '编辑/删除' },
  { action: 'car:export', type: '2', describe: '导出' },
  { action: 'form:field', type: '2', describe: '字段' },
];
const allAuth: PermissionItem[] = [
  { action: 'car:add', type: '1', status: '1' },
  { action: 'car:import', type: '1', status: '0' },
  { action: 'car:audit', type: '1', status: '1' },
  { action: 'form:field', type: '2', status: '1' },
  { action: 'form:other', type: '2', status: '1' },
  { action: 'form:open', type: '2', status: '0' },
];

describe('hasPermission (spec §5)', () => {
  it('allows codes in the user list, including comma-separated actions', () => {
    expect(hasPermission('car:add', { auth, allAuth })).toBe(true);
    expect(hasPermission('car:delete', { auth, allAuth })).toBe(true);
  });

  it('excludes type 2 items from button checks', () => {
    expect(hasPermission('car:export', { auth, allAuth })).toBe(false);
  });

  it('keeps a button visible when the full-auth rule has status 0', () => {
    expect(hasPermission('car:import', { auth: [], allAuth })).toBe(true);
  });

  it('removes a button with an enabled rule the user lacks', () => {
    expect(hasPermission('car:audit', { auth, allAuth })).toBe(false);
    expect(hasPermission('nothing', { auth: [], allAuth: [] })).toBe(false);
  });

  it("accepts the form data's permission list", () => {
    expect(hasPermission('car:audit', { auth, allAuth, formPermissions: [{ action: 'car:audit', type: '1' }] })).toBe(true);
  });
});

describe('isDisabledByPermission (system-wide list)', () => {
  it('status 0 disables nothing, unknown codes are enabled', () => {
    expect(isDisabledByPermission('form:open', { auth: [], allAuth })).toBe(false);
    expect(isDisabledByPermission('form:unknown', { auth: [], allAuth })).toBe(false);
  });

  it('status 1 disables unless the user lists the code', () => {
    expect(isDisabledByPermission('form:other', { auth, allAuth })).toBe(true);
    expect(isDisabledByPermission('form:field', { auth, allAuth })).toBe(false);
  });
});
