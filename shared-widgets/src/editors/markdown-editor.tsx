import { lazy, Suspense } from 'react';
import { EditorFallback } from './editor-fallback';
import { MARKDOWN_HEIGHT } from './editor-texts';

/** Props of {@link MarkdownEditor}. */
export interface MarkdownEditorProps {
  /** Markdown text. */
  value?: string;
  onChange?(markdown: string): void;
  /** Read-only: the preview only, no toolbar. */
  disabled?: boolean;
  /** Height in px, default 300 (§2 "300px"). */
  height?: number;
  /** Storage folder of uploaded images, default jeditor (§7). */
  biz?: string;
}

const Impl = lazy(() => import(/* webpackChunkName: "markdown-editor" */ './markdown-editor-impl'));

/**
 * Markdown editor on @uiw/react-md-editor (widgets-spec §2 "Markdown editor", §9 height 300):
 * Chinese toolbar, live preview (sanitised with rehype-sanitize), and an image button that opens
 * the same image dialog as the rich-text editor (local upload with biz=jeditor, or a web address)
 * and inserts `![描述](地址)` at the cursor. Value is the markdown text.
 *
 * Loaded lazily: the editor is downloaded the first time it is shown.
 */
export function MarkdownEditor(props: MarkdownEditorProps) {
  return (
    <Suspense fallback={<EditorFallback height={props.height ?? MARKDOWN_HEIGHT} />}>
      <Impl {...props} />
    </Suspense>
  );
}
