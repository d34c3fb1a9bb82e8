import { Space } from 'antd';
import { CodeEditorDemo } from './upload/code-editor-demo';
import { DetailIframeDemo } from './upload/detail-iframe-demo';
import { RichContentDemo } from './upload/rich-content-demo';

/**
 * 编辑器 tab of the widget demo: rich-text and markdown editors saved to a demo record, the code
 * editor, the detail modal and the iframe wrapper. The editors are loaded lazily.
 */
export default function EditorSection() {
  return (
    <Space orientation="vertical" style={{ width: '100%' }} data-testid="editor-section">
      <RichContentDemo />
      <CodeEditorDemo />
      <DetailIframeDemo />
    </Space>
  );
}
