import { Spin } from 'antd';
import { EDITOR_TEXTS } from './editor-texts';

/** Placeholder of a lazily loaded editor while its chunk downloads: a spinner of the editor's height. */
export function EditorFallback({ height }: { height: number | string }) {
  return (
    <div style={{ height, display: 'flex', alignItems: 'center', justifyContent: 'center', border: '1px dashed #d9d9d9', borderRadius: 6 }}>
      <Spin description={EDITOR_TEXTS.LOADING}>
        <span style={{ display: 'inline-block', width: 40, height: 40 }} />
      </Spin>
    </div>
  );
}
