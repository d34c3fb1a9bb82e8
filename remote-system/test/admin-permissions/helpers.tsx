import { render, screen } from '@testing-library/react';
import { App, ConfigProvider } from 'antd';
import type { ReactElement } from 'react';
import { useSessionStore } from 'shared-session';

/** An answer body as the shared http layer resolves it. */
export const ok = (result: unknown, message = '') => ({ success: true, code: 200, message, result });
/** A refused answer body (HTTP 200 with success false). */
export const refused = (message: string) => ({ success: false, code: 500, message, result: null });

/** Gives the session exactly these buttons (auth), every one with its rule on. */
export function grantButtons(codes: string[]): void {
  const items = codes.map((action) => ({ action, type: '1', describe: action }));
  useSessionStore.setState({ auth: items, allAuth: items.map((i) => ({ ...i, status: '1' })) });
}

/** Renders inside antd's App (message / modal hooks) with motion off. */
export function renderInApp(ui: ReactElement) {
  return render(
    <ConfigProvider theme={{ token: { motion: false } }}>
      <App>{ui}</App>
    </ConfigProvider>,
  );
}

/** The button whose text (spaces removed) is `name` inside `scope`; throws when missing. */
export function button(name: string, scope: HTMLElement = document.body): HTMLElement {
  const found = [...scope.querySelectorAll('button')].find((b) => (b.textContent ?? '').replace(/\s/g, '') === name);
  if (!found) throw new Error(`no button ${name}`);
  return found;
}

/** True when a button with that text exists in `scope`. */
export function hasButton(name: string, scope: HTMLElement = document.body): boolean {
  return [...scope.querySelectorAll('button')].some((b) => (b.textContent ?? '').replace(/\s/g, '') === name);
}

/** The checkbox of the tree node titled `title`. */
export function treeCheckbox(title: string, scope: HTMLElement = document.body): HTMLElement {
  const node = [...scope.querySelectorAll('.ant-tree-treenode')].find((n) => n.querySelector('.ant-tree-title')?.textContent?.startsWith(title));
  const box = node?.querySelector('.ant-tree-checkbox');
  if (!box) throw new Error(`no tree node ${title}`);
  return box as HTMLElement;
}

/** The open drawer whose title contains `title`. */
export function drawerOf(title: string): HTMLElement {
  return screen.getByText((t, el) => Boolean(el?.classList.contains('ant-drawer-title') && t.includes(title))).closest('.ant-drawer') as HTMLElement;
}

/** The open modal whose title contains `title`. */
export function modalOf(title: string): HTMLElement {
  return screen.getByText((t, el) => Boolean(el?.classList.contains('ant-modal-title') && t.includes(title))).closest('.ant-modal') as HTMLElement;
}
