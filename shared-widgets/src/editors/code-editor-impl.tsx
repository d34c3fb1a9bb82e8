import { FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons';
import { Button, Select, Tooltip } from 'antd';
import { useState, type CSSProperties } from 'react';
import AceEditor from 'react-ace';
import 'ace-builds/src-noconflict/mode-css';
import 'ace-builds/src-noconflict/mode-javascript';
import 'ace-builds/src-noconflict/mode-html';
import 'ace-builds/src-noconflict/mode-java';
import 'ace-builds/src-noconflict/mode-objectivec';
import 'ace-builds/src-noconflict/mode-python';
import 'ace-builds/src-noconflict/mode-r';
import 'ace-builds/src-noconflict/mode-sh';
import 'ace-builds/src-noconflict/mode-sql';
import 'ace-builds/src-noconflict/mode-swift';
import 'ace-builds/src-noconflict/mode-vue';
import 'ace-builds/src-noconflict/mode-markdown';
import 'ace-builds/src-noconflict/theme-dracula';
import type { CodeEditorProps } from './code-editor';
import { CODE_EDITOR, CODE_LANGUAGES, codeLanguageOf, EDITOR_TEXTS } from './editor-texts';

/** The react-ace implementation behind the lazily loaded `CodeEditor`. */
export default function CodeEditorImpl({
  value,
  onChange,
  language,
  languageChange = false,
  onLanguageChange,
  fullScreen = true,
  disabled,
  height = CODE_EDITOR.HEIGHT,
  placeholder,
}: CodeEditorProps) {
  const [mode, setMode] = useState(() => ({ from: language, value: codeLanguageOf(language).value }));
  let current = mode.value;
  if (language !== mode.from) {
    current = codeLanguageOf(language).value;
    setMode({ from: language, value: current });
  }
  const [full, setFull] = useState(false);

  const box: CSSProperties = full
    ? { position: 'fixed', inset: 0, zIndex: CODE_EDITOR.FULLSCREEN_Z_INDEX, background: '#fff', display: 'flex', flexDirection: 'column' }
    : { position: 'relative', border: '1px solid #d9d9d9', borderRadius: 6, overflow: 'hidden' };

  return (
    <div style={box} data-testid="code-editor" data-fullscreen={full ? 'true' : 'false'}>
      {(languageChange || fullScreen) && (
        <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 8, padding: 4, background: '#fafafa', borderBottom: '1px solid #f0f0f0' }}>
          {languageChange && (
            <Select
              size="small"
              style={{ width: 140 }}
              virtual={false}
              aria-label={EDITOR_TEXTS.LANGUAGE}
              value={current}
              options={CODE_LANGUAGES}
              onChange={(next: string) => {
                setMode({ from: language, value: next });
                onLanguageChange?.(next);
              }}
            />
          )}
          {fullScreen && (
            <Tooltip title={full ? EDITOR_TEXTS.EXIT_FULLSCREEN : EDITOR_TEXTS.FULLSCREEN}>
              <Button
                size="small"
                type="text"
                aria-label={full ? EDITOR_TEXTS.EXIT_FULLSCREEN : EDITOR_TEXTS.FULLSCREEN}
                icon={full ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
                onClick={() => setFull((f) => !f)}
              />
            </Tooltip>
          )}
        </div>
      )}
      <AceEditor
        mode={current}
        theme={CODE_EDITOR.THEME}
        value={value ?? ''}
        onChange={(v) => onChange?.(v)}
        readOnly={disabled}
        placeholder={placeholder}
        width="100%"
        height={full ? '100%' : height}
        style={full ? { flex: 1 } : undefined}
        tabSize={CODE_EDITOR.TAB_SIZE}
        setOptions={{ useWorker: false, tabSize: CODE_EDITOR.TAB_SIZE, showPrintMargin: false }}
        editorProps={{ $blockScrolling: true }}
      />
    </div>
  );
}
