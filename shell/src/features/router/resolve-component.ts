import type { ViewRef } from './app-route';

export const SHELL_VIEWS = ['dashboard/Analysis', 'account/settings/BaseSetting', 'isps/UserAnnouncement'] as const;
const IFRAME_VIEW = 'layouts/IframePageView';

export function resolveComponent(raw: string | null | undefined, opts: { url?: string | null; componentName?: string; hasChildren?: boolean } = {}): ViewRef {
  const component = (raw ?? '').trim().replace(/^\/+/, '').replace(/^views\//, '').replace(/\.(vue|tsx?|jsx?)$/, '');
  if (!component) return opts.hasChildren ? { kind: 'container' } : { kind: 'missing', component: '' };
  if (component === IFRAME_VIEW) return { kind: 'iframe', url: opts.url ?? '' };
  if (component.startsWith('layouts/')) return { kind: 'container' };
  if ((SHELL_VIEWS as readonly string[]).includes(component)) return { kind: 'shell', key: component };
  const slash = component.indexOf('/');
  if (slash <= 0 || slash === component.length - 1) return { kind: 'missing', component };
  const prefix = component.slice(0, slash);
  const view = component.slice(component.lastIndexOf('/') + 1);
  return { kind: 'remote', component, prefix, view, componentName: opts.componentName || undefined };
}
