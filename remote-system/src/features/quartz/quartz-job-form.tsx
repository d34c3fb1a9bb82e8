import { App, Form, Input, Modal, Radio, Select } from 'antd';
import { useEffect, useState } from 'react';
import { http } from 'shared-session';
import { CronInput } from 'shared-widgets';
import { CronCheckPanel } from './cron-check';
import { JOB_STATUS, QUARTZ_TEXTS, type JobType, type QuartzJob } from './quartz-types';

/** Props of {@link QuartzJobForm}. */
export interface QuartzJobFormProps {
  open: boolean;
  /** the job to edit, null to add */
  record: QuartzJob | null;
  jobTypes: JobType[];
  /** closes the dialog; saved = true after a successful add / edit */
  onClose(saved: boolean): void;
}

interface JobValues {
  jobType: string;
  cronExpression: string;
  parameter?: string;
  description?: string;
  status: 0 | -1;
}

/**
 * Add / edit dialog of a scheduled job (issue 5 "定时任务"): job type select (from
 * GET /sys/quartzJob/jobTypes, with its parameter hint), the cron expression through the shared
 * cron editor (CronInput) and a next-times check, the parameter, description and status.
 * Saves with POST /sys/quartzJob/add or PUT /sys/quartzJob/edit; the server's 400 messages show as the
 * HTTP layer's notification and the dialog stays open.
 */
export function QuartzJobForm({ open, record, jobTypes, onClose }: QuartzJobFormProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm<JobValues>();
  const [saving, setSaving] = useState(false);
  const jobType = Form.useWatch('jobType', form);
  const cron = Form.useWatch('cronExpression', form);
  const type = jobTypes.find((t) => t.value === jobType);
  // a type whose hint is empty takes no parameter (the server answers 该任务类型不需要参数)
  const noParameter = type?.parameterHint === '';

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(record
      ? { jobType: record.jobType, cronExpression: record.cronExpression, parameter: record.parameter ?? '', description: record.description ?? '', status: record.status }
      : { status: 0, cronExpression: '0/5 * * * * ? *' });
  }, [open, record, form]);

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setSaving(true);
    try {
      const body = { ...values, jobClassName: values.jobType, parameter: !noParameter && values.parameter?.trim() ? values.parameter.trim() : null };
      const answer = record
        ? await http.put('/sys/quartzJob/edit', { ...body, id: record.id }).catch(() => null)
        : await http.post('/sys/quartzJob/add', body).catch(() => null);
      if (!answer) return;
      if (answer.success) {
        message.success(answer.message);
        onClose(true);
      } else {
        message.warning(answer.message);
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      title={record ? QUARTZ_TEXTS.editTitle : QUARTZ_TEXTS.addTitle}
      open={open}
      width={720}
      destroyOnHidden
      confirmLoading={saving}
      onOk={() => void submit()}
      onCancel={() => onClose(false)}
    >
      <Form form={form} labelCol={{ span: 5 }} wrapperCol={{ span: 18 }}>
        <Form.Item name="jobType" label="任务类型" rules={[{ required: true, message: QUARTZ_TEXTS.typeRequired }]} extra={type?.description}>
          <Select placeholder={QUARTZ_TEXTS.typeRequired} options={jobTypes.map((t) => ({ value: t.value, label: t.text }))} />
        </Form.Item>
        <Form.Item name="cronExpression" label="Cron表达式" rules={[{ required: true, message: QUARTZ_TEXTS.cronRequired }]}>
          <CronInput placeholder={QUARTZ_TEXTS.cronRequired} />
        </Form.Item>
        <Form.Item label=" " colon={false}>
          <CronCheckPanel key={cron} expression={cron} />
        </Form.Item>
        <Form.Item name="parameter" label="参数" extra={type?.parameterHint || undefined} rules={[{ max: 500, message: '任务参数不能超过500个字符' }]}>
          <Input.TextArea rows={2} disabled={noParameter} placeholder={noParameter ? QUARTZ_TEXTS.noParameter : type?.parameterHint || '请输入参数'} />
        </Form.Item>
        <Form.Item name="description" label="描述" rules={[{ max: 255, message: '描述不能超过255个字符' }]}>
          <Input.TextArea rows={2} placeholder="请输入描述" />
        </Form.Item>
        <Form.Item name="status" label="状态">
          <Radio.Group options={[0, -1].map((v) => ({ value: v, label: JOB_STATUS[v].text }))} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
