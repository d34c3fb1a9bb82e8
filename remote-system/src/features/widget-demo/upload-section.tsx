import { Space } from 'antd';
import { ImportExportDemo } from './upload/import-export-demo';
import { UploadWidgetsDemo } from './upload/upload-widgets-demo';

/**
 * 上传与导入 tab of the widget demo: file and image uploads, the table cells, and the Excel
 * import / export of the demo records, all against the real server.
 */
export default function UploadSection() {
  return (
    <Space orientation="vertical" style={{ width: '100%' }} data-testid="upload-section">
      <UploadWidgetsDemo />
      <ImportExportDemo />
    </Space>
  );
}
