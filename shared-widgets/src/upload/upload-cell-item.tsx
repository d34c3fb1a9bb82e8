import { DeleteOutlined, DownloadOutlined, ExclamationCircleOutlined, LoadingOutlined, PaperClipOutlined, SettingOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { Button, Dropdown, Tooltip, type MenuProps } from 'antd';
import { fileUrl } from './upload-api';
import { firstPath, type UploadCellItem } from './upload-rules';
import { UPLOAD_TEXTS } from './upload-texts';

/** File names in a cell are cut after 5 characters plus '…' (widgets-spec §9 "File name display"). */
export const CELL_NAME_LENGTH = 5;

/** A file name cut to {@link CELL_NAME_LENGTH} code points plus '…' when longer (§9). */
export function shortName(name: string): string {
  const chars = Array.from(name ?? '');
  return chars.length > CELL_NAME_LENGTH ? `${chars.slice(0, CELL_NAME_LENGTH).join('')}…` : name;
}

/** Props of {@link UploadCellItemView}. */
export interface UploadCellItemViewProps {
  item: UploadCellItem;
  image: boolean;
  allowDownload: boolean;
  allowRemove: boolean;
  disabled?: boolean;
  onDownload(): void;
  onRemove(): void;
  onMore(): void;
  onPreview(url: string): void;
}

function StatusIcon({ item }: { item: UploadCellItem }) {
  if (item.status === 'uploading') {
    return (
      <span data-testid="upload-cell-progress">
        <LoadingOutlined /> {item.percent ?? 0}%
      </span>
    );
  }
  if (item.status === 'error') {
    return (
      <Tooltip title={item.message || UPLOAD_TEXTS.UPLOAD_FAILED}>
        <ExclamationCircleOutlined style={{ color: '#ff4d4f' }} data-testid="upload-cell-error" aria-label={item.message || UPLOAD_TEXTS.UPLOAD_FAILED} />
      </Tooltip>
    );
  }
  return <PaperClipOutlined />;
}

/**
 * One uploaded (or uploading / failed) file of a table cell (widgets-spec §2 File cell / Image
 * cell, §4 Upload): status (percent while uploading, the failure tooltip 上传失败 or the server
 * message), the thumbnail of a done image or the file name cut after 5 characters, and the
 * settings menu 下载 / 删除 / 更多 (download and delete unless the column turns them off, §6).
 */
export function UploadCellItemView({ item, image, allowDownload, allowRemove, disabled, onDownload, onRemove, onMore, onPreview }: UploadCellItemViewProps) {
  const url = item.status === 'done' ? fileUrl(firstPath(item.path)) : '';
  const items: MenuProps['items'] = [];
  if (allowDownload && item.status === 'done') items.push({ key: 'download', icon: <DownloadOutlined />, label: UPLOAD_TEXTS.MENU_DOWNLOAD });
  if (allowRemove && !disabled) items.push({ key: 'delete', icon: <DeleteOutlined />, label: UPLOAD_TEXTS.MENU_DELETE });
  items.push({ key: 'more', icon: <UnorderedListOutlined />, label: UPLOAD_TEXTS.MENU_MORE, disabled });
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'download') onDownload();
    else if (key === 'delete') onRemove();
    else onMore();
  };
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 4, maxWidth: '100%' }} data-testid="upload-cell-item">
      <StatusIcon item={item} />
      {image && url ? (
        <img src={url} alt={item.name} style={{ height: 28, maxWidth: 56, objectFit: 'cover', cursor: 'zoom-in' }} onClick={() => onPreview(url)} />
      ) : (
        <Tooltip title={item.name}>
          <span>{shortName(item.name)}</span>
        </Tooltip>
      )}
      <Dropdown menu={{ items, onClick }} trigger={['click']}>
        <Button type="text" size="small" icon={<SettingOutlined />} aria-label={UPLOAD_TEXTS.SETTINGS} />
      </Dropdown>
    </span>
  );
}
