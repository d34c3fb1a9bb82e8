import { Card, Space, Switch, Typography } from 'antd';
import { useState } from 'react';
import { CodeEditor, CODE_LANGUAGES } from 'shared-widgets';

const SAMPLES: Record<string, string> = {
  javascript: "function greet(name) {\n  return `你好，${name}`;\n}\n",
  sql: "select car_num, speed\nfrom vehicle_state\nwhere speed > 80\norder by speed desc;\n",
  python: "def greet(name):\n    return f'你好，{name}'\n",
  html: '<div class="card">\n  <h1>组件示例</h1>\n</div>\n',
};

/**
 * The code editor: 12-language select with its language-change event (shown below), fullscreen
 * toggle (z-index 999), read-only switch.
 */
export function CodeEditorDemo() {
  const [language, setLanguage] = useState('javascript');
  const [code, setCode] = useState(SAMPLES.javascript);
  const [events, setEvents] = useState<string[]>([]);
  const [readOnly, setReadOnly] = useState(false);
  const label = CODE_LANGUAGES.find((l) => l.value === language)?.label ?? language;
  return (
    <Card
      size="small"
      title="代码编辑器"
      data-testid="code-editor-demo"
      extra={
        <Space>
          只读
          <Switch size="small" checked={readOnly} onChange={setReadOnly} aria-label="只读" />
        </Space>
      }
    >
      <CodeEditor
        value={code}
        onChange={setCode}
        language={language}
        languageChange
        disabled={readOnly}
        onLanguageChange={(next) => {
          setLanguage(next);
          setEvents((list) => [`切换语言：${next}`, ...list].slice(0, 5));
          if (SAMPLES[next] && !code.trim()) setCode(SAMPLES[next]);
        }}
      />
      <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }} data-testid="code-language-events">
        当前语言：{label}
        {events.length ? `（${events.join('；')}）` : ''}
      </Typography.Paragraph>
    </Card>
  );
}
