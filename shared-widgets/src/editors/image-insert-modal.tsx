import { UploadOutlined } from '@ant-design/icons';
import { Button, Form, Input, Modal, Tabs, Upload } from 'antd';
import { useId, useState } from 'react';
import { fileUrl, uploadFile } from '../upload/upload-api';
import { judgeAnswer, kindProblem } from '../upload/upload-rules';
import { uploadFailedText } from '../upload/upload-texts';
import { useFeedback } from '../upload/use-feedback';
import { EDITOR_TEXTS, EDITOR_UPLOAD } from './editor-texts';

/** An image chosen in the dialog: its browser URL and alternative text. */
export interface InsertedImage {
  url: string;
  alt: string;
}

/** Props of {@link ImageInsertModal}. */
export interface ImageInsertModalProps {
  open: boolean;
  /** Storage folder of local uploads, default `jeditor` (§7). */
  biz?: string;
  onOk(image: InsertedImage): void;
  onCancel(): void;
}

const HTTP_URL = /^\s*https?:\/\/\S+\s*$/i;

function ImageInsertDialog({ biz = EDITOR_UPLOAD.biz, onOk, onCancel }: Omit<ImageInsertModalProps, 'open'>) {
  const { message } = useFeedback();
  const [tab, setTab] = useState<'local' | 'web'>('local');
  const [uploaded, setUploaded] = useState<InsertedImage | null>(null);
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<{ url: string; alt?: string }>();
  // field ids must be unique on the page (labels point at them)
  const formName = `image-insert-${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;

  const upload = async (file: File) => {
    setBusy(true);
    try {
      const verdict = judgeAnswer(await uploadFile(file, { biz, extra: { ...EDITOR_UPLOAD.extra } }));
      if (verdict.ok) setUploaded({ url: fileUrl(verdict.path), alt: file.name });
      else message.warning(verdict.message);
    } catch {
      message.error(uploadFailedText(file.name));
    } finally {
      setBusy(false);
    }
  };

  const ok = async () => {
    if (tab === 'local') {
      if (!uploaded) {
        message.warning(EDITOR_TEXTS.IMAGE_NOT_UPLOADED);
        return;
      }
      onOk(uploaded);
      return;
    }
    const values = await form.validateFields().catch(() => null);
    if (values) onOk({ url: values.url.trim(), alt: values.alt?.trim() ?? '' });
  };

  const local = (
    <div>
      <Upload
        accept="image/*"
        showUploadList={false}
        beforeUpload={(file) => {
          const problem = kindProblem(file, 'image');
          if (problem) message.warning(problem);
          else void upload(file);
          return false;
        }}
      >
        <Button icon={<UploadOutlined />} loading={busy}>
          {EDITOR_TEXTS.TAB_LOCAL}
        </Button>
      </Upload>
      {uploaded && <img src={uploaded.url} alt={uploaded.alt} style={{ display: 'block', marginTop: 12, maxWidth: '100%', maxHeight: 160 }} />}
    </div>
  );
  const web = (
    <Form form={form} name={formName} layout="vertical">
      <Form.Item
        name="url"
        label={EDITOR_TEXTS.IMAGE_URL}
        rules={[
          { required: true, message: EDITOR_TEXTS.IMAGE_URL_REQUIRED },
          { pattern: HTTP_URL, message: EDITOR_TEXTS.IMAGE_URL_INVALID },
        ]}
      >
        <Input placeholder="https://" />
      </Form.Item>
      <Form.Item name="alt" label={EDITOR_TEXTS.IMAGE_ALT}>
        <Input />
      </Form.Item>
    </Form>
  );
  return (
    <Modal open title={EDITOR_TEXTS.IMAGE_TITLE} onOk={() => void ok()} onCancel={onCancel} destroyOnHidden>
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as 'local' | 'web')}
        items={[
          { key: 'local', label: EDITOR_TEXTS.TAB_LOCAL, children: local },
          { key: 'web', label: EDITOR_TEXTS.TAB_WEB, children: web, forceRender: true },
        ]}
      />
    </Modal>
  );
}

/**
 * The image dialog of the rich-text and markdown editors (widgets-spec §2: "image upload dialog
 * has a local-upload tab and a web-address tab"; §7 upload with biz=jeditor and jeditor=1):
 * - 本地上传: choose an image (images only, 请上传图片), uploaded at once; its stored path becomes a
 *   static URL; a refusal shows the server message, a failed request `{文件名} 上传失败.`;
 * - 网络图片: an http(s) address (请输入以http和https开头的网址) and an optional description.
 * OK hands back `{url, alt}`; each opening starts empty.
 */
export function ImageInsertModal({ open, ...rest }: ImageInsertModalProps) {
  if (!open) return null;
  return <ImageInsertDialog {...rest} />;
}
