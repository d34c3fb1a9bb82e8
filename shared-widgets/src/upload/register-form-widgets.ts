import type { ComponentType } from 'react';
import { createElement } from 'react';
import { CodeEditor } from '../editors/code-editor';
import { MarkdownEditor } from '../editors/markdown-editor';
import { RichTextEditor } from '../editors/rich-text-editor';
import { readFieldExtension } from '../form/field-extension';
import type { FormSchemaItem, FormWidgetProps } from '../form/form-types';
import { registerFormWidget } from '../form/widget-registry';
import { FileUpload } from './file-upload';
import { ImageUpload } from './image-upload';

const attrsOf = (schema: FormSchemaItem): Record<string, unknown> => schema.widgetAttrs ?? {};
const str = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);
const text = (v: unknown): string => (v === null || v === undefined ? '' : typeof v === 'string' ? v : String(v));

/**
 * `file`: the list upload (widgets-spec §2, §3): extension JSON uploadnum → number, fileType →
 * allowed extensions, down → download icon; widgetAttrs biz, text, returnUrl (default true: the
 * value is the comma-joined path string; false: the `{fileName, filePath, fileSize}` list).
 */
export function FileFormWidget({ value, onChange, disabled, schema }: FormWidgetProps) {
  const ext = readFieldExtension(schema);
  const a = attrsOf(schema);
  const returnUrl = a.returnUrl !== false;
  return createElement(FileUpload, {
    value: returnUrl ? text(value) : (value as never),
    onChange: (v) => onChange?.(v),
    returnUrl,
    number: ext.uploadnum ?? 0,
    fileType: str(ext.fileType),
    download: Boolean(ext.down),
    biz: str(a.biz),
    text: str(a.text),
    kind: a.kind === 'file' || a.kind === 'image' ? a.kind : 'all',
    disabled,
  });
}

/**
 * `image`: image upload with preview and reorder (§2, §3): comma-joined paths; uploadnum 1 (or
 * widgetAttrs.multiple false) is the single-image mode.
 */
export function ImageFormWidget({ value, onChange, disabled, schema }: FormWidgetProps) {
  const ext = readFieldExtension(schema);
  const a = attrsOf(schema);
  const number = ext.uploadnum ?? 0;
  const multiple = a.multiple === undefined ? number !== 1 : a.multiple !== false;
  return createElement(ImageUpload, {
    value: text(value),
    onChange: (v) => onChange?.(v),
    multiple,
    number: multiple ? number : 0,
    fileType: str(ext.fileType),
    biz: str(a.biz),
    text: str(a.text),
    disabled,
  });
}

/** `umeditor`: the rich-text editor (HTML value). */
export function RichTextFormWidget({ value, onChange, disabled, placeholder, schema }: FormWidgetProps) {
  const a = attrsOf(schema);
  return createElement(RichTextEditor, { value: text(value), onChange: (v) => onChange?.(v), disabled, placeholder, height: typeof a.height === 'number' ? a.height : undefined });
}

/** `markdown`: the markdown editor. */
export function MarkdownFormWidget({ value, onChange, disabled, schema }: FormWidgetProps) {
  const a = attrsOf(schema);
  return createElement(MarkdownEditor, { value: text(value), onChange: (v) => onChange?.(v), disabled, height: typeof a.height === 'number' ? a.height : undefined });
}

/** `code`: the code editor; widgetAttrs language, languageChange, fullScreen, height. */
export function CodeFormWidget({ value, onChange, disabled, placeholder, schema }: FormWidgetProps) {
  const a = attrsOf(schema);
  return createElement(CodeEditor, {
    value: text(value),
    onChange: (v) => onChange?.(v),
    disabled,
    placeholder,
    language: str(a.language),
    languageChange: a.languageChange === true,
    fullScreen: a.fullScreen !== false,
    height: str(a.height),
  });
}

/** The form widget types of this folder (common brief contract): file, image, umeditor, markdown, code. */
export const UPLOAD_EDITOR_FORM_WIDGETS: Record<string, ComponentType<FormWidgetProps>> = {
  file: FileFormWidget,
  image: ImageFormWidget,
  umeditor: RichTextFormWidget,
  markdown: MarkdownFormWidget,
  code: CodeFormWidget,
};

for (const [type, component] of Object.entries(UPLOAD_EDITOR_FORM_WIDGETS)) registerFormWidget(type, component);
