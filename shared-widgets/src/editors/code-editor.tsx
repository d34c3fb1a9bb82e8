import { lazy, Suspense } from 'react';
import { EditorFallback } from './editor-fallback';
import { CODE_EDITOR } from './editor-texts';

/** Props of {@link CodeEditor}. */
export interface CodeEditorProps {
  value?: string;
  onChange?(code: string): void;
  /** Language by ace mode or label ('javascript', 'SQL', 'XML/HTML', …); default javascript. */
  language?: string;
  /** Show the language select of the 12 languages of §9 (default false). */
  languageChange?: boolean;
  /** Emitted with the new language value (the ace mode name) when the user switches (§4). */
  onLanguageChange?(language: string): void;
  /** Show the fullscreen toggle (default true). */
  fullScreen?: boolean;
  disabled?: boolean;
  /** CSS height, default 240px (§9). */
  height?: string;
  placeholder?: string;
}

const Impl = lazy(() => import(/* webpackChunkName: "code-editor" */ './code-editor-impl'));

/**
 * Code editor on react-ace (widgets-spec §2 "Code editor", §4, §9): height 240px, tab size 2, a
 * fullscreen toggle (the fullscreen editor covers the window at z-index 999), an optional language
 * select over the 12 languages of §9 that emits `onLanguageChange`. Theme: the spec's panda-syntax
 * is a CodeMirror theme, the closest ace theme `dracula` is used.
 *
 * Loaded lazily: ace is downloaded the first time an editor is shown.
 */
export function CodeEditor(props: CodeEditorProps) {
  return (
    <Suspense fallback={<EditorFallback height={props.height ?? CODE_EDITOR.HEIGHT} />}>
      <Impl {...props} />
    </Suspense>
  );
}
