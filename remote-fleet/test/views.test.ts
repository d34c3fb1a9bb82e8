import views from '../src/views';

describe('view registry', () => {
  it('exposes the fleet views by menu component name', () => {
    expect(Object.keys(views).sort()).toEqual(['CarList', 'MapMonitor', 'OrgManage', 'Report', 'ShowMap', 'TrackPlayback']);
    for (const view of Object.values(views)) expect(typeof view).toBe('function');
  });
});
