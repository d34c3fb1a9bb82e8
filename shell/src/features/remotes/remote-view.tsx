import { use } from 'react';
import type { ViewRef } from '../router/app-route';
import { loadView } from './view-loader';

type RemoteRef = Extract<ViewRef, { kind: 'remote' }>;

export function RemoteView({ view }: { view: RemoteRef }) {
  const View = use(loadView(view.component, view.view, view.componentName));
  return <View />;
}
