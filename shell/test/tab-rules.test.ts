import { closeLeft, closeOthers, closeRight, closeTab, documentTitle, HOME_TAB, openTab, tabKey, type TabPage } from '../src/features/tabs/tab-rules';

const page = (fullPath: string, title = fullPath): TabPage => ({ fullPath, path: fullPath.split('?')[0], name: fullPath, title, keepAlive: false });
const paths = (tabs: TabPage[]) => tabs.map((t) => t.fullPath);
const H = '/dashboard/analysis';

describe('tab rules (spec §2.3, §4)', () => {
  const tabs = [HOME_TAB, page('/a'), page('/b'), page('/c')];

  it('keys tabs by full path and keeps home first', () => {
    expect(tabKey({ pathname: '/fleet/map', search: '?car=1' })).toBe('/fleet/map?car=1');
    const opened = openTab([], page('/x?y=1'));
    expect(paths(opened)).toEqual([H, '/x?y=1']);
    expect(opened[0].title).toBe('首页');
    expect(paths(openTab(opened, page('/x?y=2')))).toEqual([H, '/x?y=1', '/x?y=2']);
  });

  it('revisiting a tab updates it in place', () => {
    const again = openTab(tabs, page('/b', '新标题'));
    expect(paths(again)).toEqual(paths(tabs));
    expect(again[2].title).toBe('新标题');
  });

  it('refuses to close home and the last tab', () => {
    expect(closeTab(tabs, H, '/a').error).toBe('首页不能关闭!');
    expect(closeTab([page('/a')], '/a', '/a').error).toBe('这是最后一页，不能再关闭了啦');
  });

  it('closing the active tab moves to its neighbour', () => {
    expect(closeTab(tabs, '/b', '/b')).toEqual({ tabs: [HOME_TAB, page('/a'), page('/c')], next: '/c' });
    expect(closeTab(tabs, '/c', '/c').next).toBe('/b');
    expect(closeTab(tabs, '/a', '/c')).toEqual({ tabs: [HOME_TAB, page('/b'), page('/c')] });
  });

  it('close left / right / others keep home', () => {
    expect(paths(closeLeft(tabs, '/b', '/b').tabs)).toEqual([H, '/b', '/c']);
    expect(paths(closeRight(tabs, '/a', '/a').tabs)).toEqual([H, '/a']);
    expect(paths(closeOthers(tabs, '/b', '/b').tabs)).toEqual([H, '/b']);
  });

  it('navigates to the context tab when the active one was closed', () => {
    expect(closeLeft(tabs, '/c', '/a').next).toBe('/c');
    expect(closeRight(tabs, '/a', '/c').next).toBe('/a');
    expect(closeOthers(tabs, '/b', '/b').next).toBeUndefined();
  });

  it('document title: system name on home, else "{title} · 车辆定位监控系统"', () => {
    expect(documentTitle('首页', H)).toBe('车辆定位监控系统');
    expect(documentTitle('地图监控', '/fleet/map')).toBe('地图监控 · 车辆定位监控系统');
  });
});
