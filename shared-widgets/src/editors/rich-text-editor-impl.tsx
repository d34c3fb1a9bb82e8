import '@wangeditor/editor/dist/css/style.css';
import { i18nChangeLanguage, SlateEditor, type IDomEditor, type IEditorConfig, type SlateElement } from '@wangeditor/editor';
import { Editor, Toolbar } from '@wangeditor/editor-for-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { EDITOR_UPLOAD, RICH_TEXT_HEIGHT } from './editor-texts';
import { ImageInsertModal, type InsertedImage } from './image-insert-modal';
import { IMAGE_MENU_EVENT, registerImageMenu, RICH_TEXT_TOOLBAR_KEYS } from './rich-text-image-menu';
import type { RichTextEditorProps } from './rich-text-editor';
import { sanitizeHtml } from './sanitize-html';

i18nChangeLanguage('zh-CN');
registerImageMenu();

/** wangEditor's empty document. */
const EMPTY_HTML = '<p><br></p>';

/** The wangEditor implementation behind the lazily loaded `RichTextEditor`. */
export default function RichTextEditorImpl({ value, onChange, disabled, placeholder, height = RICH_TEXT_HEIGHT, biz = EDITOR_UPLOAD.biz }: RichTextEditorProps) {
  const [editor, setEditor] = useState<IDomEditor | null>(null);
  const [imageOpen, setImageOpen] = useState(false);
  // HTML the editor produced itself goes back in unchanged; anything else is sanitised first.
  const emitted = useRef<string | null>(null);
  const clean = useMemo(() => (value != null && value === emitted.current ? value : sanitizeHtml(value)), [value]);

  const config = useMemo<Partial<IEditorConfig>>(
    () => ({
      placeholder,
      readOnly: Boolean(disabled),
      customPaste: (ed: IDomEditor, event: ClipboardEvent) => {
        const html = event.clipboardData?.getData('text/html');
        if (!html) return true;
        event.preventDefault();
        ed.dangerouslyInsertHtml(sanitizeHtml(html));
        return false;
      },
    }),
    // wangEditor reads its config once, at creation.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );

  useEffect(() => {
    if (!editor) return;
    if (disabled) editor.disable();
    else editor.enable();
  }, [editor, disabled]);

  useEffect(() => {
    if (!editor) return;
    const open = () => setImageOpen(true);
    editor.on(IMAGE_MENU_EVENT, open);
    return () => {
      editor.off(IMAGE_MENU_EVENT, open);
      editor.destroy();
    };
  }, [editor]);

  const insert = ({ url, alt }: InsertedImage) => {
    setImageOpen(false);
    if (!editor) return;
    editor.restoreSelection();
    if (!editor.selection) editor.select(SlateEditor.end(editor, []));
    const node = { type: 'image', src: url, alt, href: '', style: {}, children: [{ text: '' }] } as unknown as SlateElement;
    editor.insertNode(node);
  };

  return (
    <div style={{ border: '1px solid #d9d9d9', borderRadius: 6, overflow: 'hidden' }} data-testid="rich-text-editor">
      <Toolbar editor={editor} defaultConfig={{ toolbarKeys: RICH_TEXT_TOOLBAR_KEYS }} mode="default" style={{ borderBottom: '1px solid #f0f0f0' }} />
      <Editor
        defaultConfig={config}
        value={clean}
        onCreated={setEditor}
        onChange={(ed) => {
          const html = ed.isEmpty() ? '' : ed.getHtml();
          if (html === (value ?? '') || (html === '' && (value ?? '') === EMPTY_HTML)) return;
          emitted.current = html;
          onChange?.(html);
        }}
        mode="default"
        style={{ height, overflowY: 'hidden' }}
      />
      <ImageInsertModal open={imageOpen} biz={biz} onOk={insert} onCancel={() => setImageOpen(false)} />
    </div>
  );
}
