import { lazy, Suspense } from 'react';
import { EditorFallback } from './editor-fallback';
import { RICH_TEXT_HEIGHT } from './editor-texts';

/** Props of {@link RichTextEditor}. */
export interface RichTextEditorProps {
  /** HTML content; sanitised with DOMPurify before it is loaded. */
  value?: string;
  /** Receives the editor's HTML ('' when the document is empty); it holds only wangEditor's own elements. */
  onChange?(html: string): void;
  disabled?: boolean;
  placeholder?: string;
  /** Editing area height in px, default 300 (§9). */
  height?: number;
  /** Storage folder of uploaded images, default jeditor (§7). */
  biz?: string;
}

const Impl = lazy(() => import(/* webpackChunkName: "rich-text-editor" */ './rich-text-editor-impl'));

/**
 * Rich-text editor on wangEditor (widgets-spec §2 "Rich-text editor", §9): height 300, Chinese
 * locale, a toolbar whose image button opens the image dialog with a local-upload tab
 * (POST /sys/common/upload biz=jeditor, jeditor=1) and a web-address tab. Value is HTML; loaded
 * and pasted HTML is sanitised with DOMPurify (the server sanitises again).
 *
 * Loaded lazily: wangEditor is downloaded the first time an editor is shown, never with the login page.
 */
export function RichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<EditorFallback height={(props.height ?? RICH_TEXT_HEIGHT) + 40} />}>
      <Impl {...props} />
    </Suspense>
  );
}
