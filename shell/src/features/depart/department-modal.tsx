import { App, Button, Form, Modal, Select } from 'antd';
import { useEffect, useState } from 'react';
import { useSessionStore, type Depart } from 'shared-session';
import { departTitle, fetchCurrentDeparts, selectDepart } from './depart-api';

interface Props {
  open: boolean;
  closable?: boolean;
  onClose(): void;
  onDone(): void;
}

export function DepartmentModal({ open, closable = false, onClose, onDone }: Props) {
  const { message } = App.useApp();
  const user = useSessionStore((s) => s.userInfo);
  const setUserInfo = useSessionStore((s) => s.setUserInfo);
  const [list, setList] = useState<Depart[]>([]);
  const [current, setCurrent] = useState<string>();
  const [value, setValue] = useState<string>();
  const [invalid, setInvalid] = useState(false);
  const [ready, setReady] = useState(false);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!open) return;
    let live = true;
    setReady(false);
    setInvalid(false);
    fetchCurrentDeparts()
      .then((answer) => {
        if (!live) return;
        if (answer.list.length === 0) {
          setList([]);
          onDone();
          return;
        }
        setList(answer.list);
        setCurrent(answer.orgCode);
        setValue(undefined);
        setReady(true);
      })
      .catch(() => live && onDone());
    return () => {
      live = false;
    };
  }, [open, onDone]);

  const confirm = async () => {
    if (!value) {
      setInvalid(true);
      return;
    }
    setSaving(true);
    try {
      setUserInfo(await selectDepart(value, user?.username ?? ''));
      onDone();
    } catch (e) {
      message.error((e as Error).message || '切换部门失败');
    } finally {
      setSaving(false);
    }
  };

  const footer = [
    closable && (
      <Button key="close" onClick={onClose}>
        关闭
      </Button>
    ),
    <Button key="ok" type="primary" loading={saving} onClick={confirm}>
      确认
    </Button>,
  ];

  return (
    <Modal title={departTitle(list, current)} open={open && ready} width={500} closable={closable} mask={{ closable: false }} keyboard={closable} onCancel={onClose} footer={footer} destroyOnHidden>
      <Form.Item label="部门" validateStatus={invalid ? 'error' : undefined} help={invalid ? '请选择登录部门' : undefined} style={{ margin: '16px 0' }}>
        <Select
          placeholder="请选择登录部门"
          value={value}
          onChange={(v) => {
            setValue(v);
            setInvalid(false);
          }}
          options={list.map((d) => ({ value: d.orgCode, label: d.departName }))}
          style={{ width: '100%' }}
        />
      </Form.Item>
    </Modal>
  );
}
