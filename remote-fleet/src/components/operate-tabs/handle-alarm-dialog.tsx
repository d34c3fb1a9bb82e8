import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Descriptions, Form, Input, Modal } from 'antd';
import { alarmKeys, handleAlarms } from '../../api/alarm-calls';
import type { AlarmRecord } from '../../domain/alarm';
import { fmtTime } from './columns';

/** Longest handling note accepted (characters). */
export const HANDLE_NOTE_MAX = 200;

interface HandleAlarmDialogProps {
  /** The alarm to handle; null closes the dialog. */
  alarm: AlarmRecord | null;
  onClose: () => void;
  /** Called with the handled alarm after the server accepted it. */
  onHandled?: (alarm: AlarmRecord, note: string) => void;
}

/**
 * 处理 dialog of an alarm: a required note (≤ 200 characters) sent to POST /api/alarm/handle
 * (button `fleet:alarm:handle`, fleet contract "Alarm calls"); on success the alarm lists and
 * prompt counts are refetched. Server errors (403/510 scope, 400) are shown in the dialog's toast.
 */
export default function HandleAlarmDialog({ alarm, onClose, onHandled }: HandleAlarmDialogProps) {
  const [form] = Form.useForm<{ handleNote: string }>();
  const { message } = App.useApp();
  const client = useQueryClient();
  const mutation = useMutation({
    mutationFn: ({ id, note }: { id: string; note: string }) => handleAlarms([id], note),
    onSuccess: (_n, { note }) => {
      message.success('处理成功');
      if (alarm) onHandled?.(alarm, note);
      void client.invalidateQueries({ queryKey: alarmKeys.all });
      form.resetFields();
      onClose();
    },
    onError: (e: Error) => message.error(e.message || '处理失败'),
  });

  const submit = async () => {
    if (!alarm) return;
    const { handleNote } = await form.validateFields();
    mutation.mutate({ id: alarm.id, note: handleNote.trim() });
  };

  return (
    <Modal
      title="报警处理"
      open={alarm !== null}
      onCancel={onClose}
      onOk={submit}
      okText="确定"
      cancelText="取消"
      confirmLoading={mutation.isPending}
      destroyOnHidden
      okButtonProps={{ 'data-testid': 'alarm-handle-ok' } as Record<`data-${string}`, string>}
    >
      {alarm && (
        <Descriptions size="small" column={2} style={{ marginBottom: 12 }}>
          <Descriptions.Item label="车牌号">{alarm.carNum}</Descriptions.Item>
          <Descriptions.Item label="报警类型">{alarm.alarmTypeName}</Descriptions.Item>
          <Descriptions.Item label="开始时间">{fmtTime(alarm.startTime)}</Descriptions.Item>
          <Descriptions.Item label="结束时间">{alarm.endTime ? fmtTime(alarm.endTime) : '进行中'}</Descriptions.Item>
        </Descriptions>
      )}
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item
          label="处理说明"
          name="handleNote"
          rules={[
            { required: true, whitespace: true, message: '请输入处理说明' },
            { max: HANDLE_NOTE_MAX, message: `处理说明不能超过${HANDLE_NOTE_MAX}个字` },
          ]}
        >
          <Input.TextArea rows={3} placeholder="请输入处理说明" maxLength={HANDLE_NOTE_MAX} showCount data-testid="alarm-handle-note" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
