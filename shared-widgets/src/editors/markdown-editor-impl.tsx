import MDEditor, { type ICommand, type TextAreaTextApi } from '@uiw/react-md-editor/nohighlight';
import { getCommands, getExtraCommands } from '@uiw/react-md-editor/commands-cn';
import { useRef, useState } from 'react';
import rehypeSanitize from 'rehype-sanitize';
import { EDITOR_TEXTS, EDITOR_UPLOAD, MARKDOWN_HEIGHT } from './editor-texts';
import { ImageInsertModal, type InsertedImage } from './image-insert-modal';
import type { MarkdownEditorProps } from './markdown-editor';

/** Markdown of an inserted image; brackets and parentheses that would end the syntax are escaped. */
export function imageMarkdown({ url, alt }: InsertedImage): string {
  const text = alt.replace(/[[\]\\]/g, (c) => `\\${c}`);
  const href = url.replace(/[()\s]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
  return `![${text}](${href})`;
}

/** The @uiw/react-md-editor implementation behind the lazily loaded `MarkdownEditor`. */
export default function MarkdownEditorImpl({ value, onChange, disabled, height = MARKDOWN_HEIGHT, biz = EDITOR_UPLOAD.biz }: MarkdownEditorProps) {
  const [imageOpen, setImageOpen] = useState(false);
  const api = useRef<TextAreaTextApi | null>(null);

  const imageCommand: ICommand = {
    name: 'image',
    keyCommand: 'image',
    buttonProps: { 'aria-label': EDITOR_TEXTS.IMAGE_TITLE, title: EDITOR_TEXTS.IMAGE_TITLE },
    icon: (
      <svg width="13" height="13" viewBox="0 0 20 20" aria-hidden="true">
        <path fill="currentColor" d="M15 9c1.1 0 2-.9 2-2s-.9-2-2-2-2 .9-2 2 .9 2 2 2zm4-7H1c-.55 0-1 .45-1 1v14c0 .55.45 1 1 1h18c.55 0 1-.45 1-1V3c0-.55-.45-1-1-1zm-1 13l-6-5-2 2-4-5-4 8V4h16v11z" />
      </svg>
    ),
    execute: (_state, textApi) => {
      api.current = textApi;
      setImageOpen(true);
    },
  };
  const commands = getCommands().map((c) => (c.name === 'image' ? imageCommand : c));

  const insert = (image: InsertedImage) => {
    setImageOpen(false);
    const md = imageMarkdown(image);
    if (api.current) api.current.replaceSelection(md);
    else onChange?.(`${value ?? ''}${md}`);
  };

  return (
    <div data-color-mode="light" data-testid="markdown-editor">
      <MDEditor
        value={value ?? ''}
        onChange={(v) => onChange?.(v ?? '')}
        height={height}
        commands={commands}
        extraCommands={getExtraCommands()}
        preview={disabled ? 'preview' : 'live'}
        hideToolbar={disabled}
        textareaProps={{ disabled }}
        previewOptions={{ rehypePlugins: [[rehypeSanitize]] }}
      />
      <ImageInsertModal open={imageOpen} biz={biz} onOk={insert} onCancel={() => setImageOpen(false)} />
    </div>
  );
}
