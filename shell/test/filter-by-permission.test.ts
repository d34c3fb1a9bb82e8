import { filterByPermission } from '../src/features/router/filter-by-permission';
import { flattenRoutes, menuToRoutes } from '../src/features/router/menu-to-routes';
import { menu } from './menu-fixture';

const guarded = menu.map((n) =>
  n.id === 'fleet'
    ? {
        ...n,
        children: n.children!.map((c) => (c.id === 'cars' ? { ...c, meta: { ...c.meta, permissionList: [{ action: 'car:list', type: '1' }] } } : c)),
      }
    : n,
);

describe('filterByPermission (spec §2.2, §6)', () => {
  const routes = menuToRoutes(guarded);
  const ids = (ctx: Parameters<typeof filterByPermission>[1]) => flattenRoutes(filterByPermission(routes, ctx)).map((r) => r.id);

  it('keeps routes without permission meta and drops guarded ones the user lacks', () => {
    expect(ids({ auth: [], allAuth: [] })).not.toContain('cars');
    expect(ids({ auth: [], allAuth: [] })).toContain('map');
  });

  it('keeps guarded routes the user has', () => {
    expect(ids({ auth: [{ action: 'car:list', type: '1' }], allAuth: [] })).toContain('cars');
  });

  it('keeps guarded routes whose rule is off (status 0)', () => {
    expect(ids({ auth: [], allAuth: [{ action: 'car:list', type: '1', status: '0' }] })).toContain('cars');
  });
});
