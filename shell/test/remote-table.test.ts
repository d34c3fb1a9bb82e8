import { buildLayout, createRemoteTable } from '../src/features/remotes/remote-table';

const remotes = [
  { name: 'remote_fleet', entry: 'http://localhost:3001/remoteEntry.js', prefix: 'fleet' },
  { name: 'remote_system', entry: 'http://localhost:3002/remoteEntry.js', prefix: 'system' },
];

describe('route-to-remote table (single-spa-layout)', () => {
  it('builds one route per remote prefix', () => {
    expect(buildLayout(remotes).routes).toEqual([
      { type: 'route', path: '/fleet', routes: [{ type: 'application', name: 'remote_fleet' }] },
      { type: 'route', path: '/system', routes: [{ type: 'application', name: 'remote_system' }] },
    ]);
  });

  it('resolves a component string to the remote of its prefix', () => {
    const table = createRemoteTable(remotes);
    expect(table.resolve('fleet/MapMonitor')?.name).toBe('remote_fleet');
    expect(table.resolve('system/UserList')?.name).toBe('remote_system');
    expect(table.resolve('fleetx/MapMonitor')).toBeUndefined();
    expect(table.resolve('office/Mail')).toBeUndefined();
  });

  it('ignores malformed rows', () => {
    const table = createRemoteTable([{ name: '', entry: '', prefix: '' }, ...remotes]);
    expect(table.remotes).toHaveLength(2);
  });
});
