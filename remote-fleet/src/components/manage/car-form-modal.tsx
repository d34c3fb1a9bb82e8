import { useMutation } from '@tanstack/react-query';
import { Alert, Form, Input, InputNumber, Modal, Select, TreeSelect } from 'antd';
import { useEffect, useState } from 'react';
import { addCar, editCar, type CategoryNode, type VehicleForm } from '../../api/manage-car';
import type { ManagedOrg } from '../../api/manage-org';
import type { Vehicle } from '../../types';
import { PHONE_PATTERN, PLATE_COLOR_OPTIONS, PLATE_PATTERN, vinProblem } from './vehicle-rules';

/** Props of CarFormModal: `car` null = 新增, else 编辑 of that vehicle. */
export interface CarFormModalProps {
  open: boolean;
  car: Vehicle | null;
  orgTree: ManagedOrg[];
  categories: CategoryNode[];
  /** department preselected when adding (e.g. the one chosen in the query form) */
  defaultDepartId?: string;
  onCancel: () => void;
  onSaved: (saved: Vehicle) => void;
}

/**
 * 新增 / 编辑车辆 modal form. Checks on the client the rules the server enforces (plate per
 * GA 36, VIN per GB 16735, SIM 11–12 digits, speed limit 1–200 km/h, fuel tank 1–2000 L) and
 * shows the server's Chinese message when it refuses (duplicate plate / SIM, scope 403).
 */
interface TypeOption {
  key: string;
  value: string;
  title: string;
  children: TypeOption[];
}
/** Category nodes as TreeSelect options keyed by the type name (what the vehicle stores). */
function typeOptions(nodes: CategoryNode[]): TypeOption[] {
  return nodes.map((n) => ({ key: n.value, value: n.value, title: n.title, children: typeOptions(n.children ?? []) }));
}

export default function CarFormModal({ open, car, orgTree, categories, defaultDepartId, onCancel, onSaved }: CarFormModalProps) {
  const [form] = Form.useForm<VehicleForm>();
  const [serverError, setServerError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (values: VehicleForm) => (car ? editCar(car.id, values) : addCar(values)),
    onSuccess: (saved) => onSaved(saved),
    onError: (err: Error) => setServerError(err.message),
  });

  useEffect(() => {
    if (!open) return;
    setServerError(null);
    form.resetFields();
    form.setFieldsValue(
      car
        ? {
            carNum: car.carNum, plateColor: car.plateColor, vin: car.vin ?? '', vehicleType: car.vehicleType ?? undefined,
            driverName: car.driverName ?? '', speedLimit: car.speedLimit ?? 80, fuelTank: car.fuelTank ?? undefined,
            departId: car.departId, phone: car.phone ?? '',
          }
        : { plateColor: 2, speedLimit: 80, departId: defaultDepartId },
    );
  }, [open, car, defaultDepartId, form]);

  const submit = async () => {
    let values: VehicleForm;
    try {
      values = await form.validateFields();
    } catch {
      return; // the form shows the messages
    }
    setServerError(null);
    save.mutate({
      ...values,
      carNum: values.carNum.trim().toUpperCase(),
      vin: values.vin ? values.vin.trim().toUpperCase() : null,
      driverName: values.driverName?.trim() || null,
      fuelTank: values.fuelTank ?? null,
      phone: values.phone.trim(),
    });
  };

  return (
    <Modal
      open={open}
      title={car ? '编辑车辆' : '新增车辆'}
      okText="确定"
      cancelText="取消"
      width={640}
      confirmLoading={save.isPending}
      onOk={submit}
      onCancel={onCancel}
      destroyOnHidden
      forceRender
    >
      {serverError && <Alert type="error" showIcon title={serverError} style={{ marginBottom: 12 }} data-testid="car-form-error" />}
      <Form form={form} labelCol={{ span: 6 }} wrapperCol={{ span: 16 }} data-testid="car-form">
        <Form.Item
          label="车牌号"
          name="carNum"
          rules={[
            { required: true, whitespace: true, message: '请输入车牌号' },
            { validator: (_r, v: string) => (!v || PLATE_PATTERN.test(v.trim().toUpperCase()) ? Promise.resolve() : Promise.reject(new Error('车牌号格式不正确，如 浙A12345'))) },
          ]}
        >
          <Input placeholder="如 浙A12345" maxLength={8} />
        </Form.Item>
        <Form.Item label="车牌颜色" name="plateColor" rules={[{ required: true, message: '请选择车牌颜色' }]}>
          <Select options={PLATE_COLOR_OPTIONS} placeholder="请选择车牌颜色" />
        </Form.Item>
        <Form.Item label="车架号(VIN)" name="vin" rules={[{ validator: (_r, v: string) => { const p = vinProblem(v); return p ? Promise.reject(new Error(p)) : Promise.resolve(); } }]}>
          <Input placeholder="17位车辆识别代号" maxLength={17} />
        </Form.Item>
        <Form.Item label="车辆类型" name="vehicleType">
          <TreeSelect treeData={typeOptions(categories)} placeholder="请选择车辆类型" allowClear treeDefaultExpandAll />
        </Form.Item>
        <Form.Item label="驾驶员" name="driverName" rules={[{ max: 50, message: '驾驶员不能超过50个字符' }]}>
          <Input placeholder="请输入驾驶员姓名" />
        </Form.Item>
        <Form.Item label="限速" name="speedLimit" rules={[{ required: true, message: '请输入限速' }, { type: 'integer', min: 1, max: 200, message: '限速应为1至200之间的整数（km/h）' }]}>
          <InputNumber style={{ width: '100%' }} suffix="km/h" placeholder="1-200" />
        </Form.Item>
        <Form.Item label="油箱容积" name="fuelTank" rules={[{ type: 'integer', min: 1, max: 2000, message: '油箱容积应为1至2000之间的整数（L）' }]}>
          <InputNumber style={{ width: '100%' }} suffix="L" placeholder="1-2000" />
        </Form.Item>
        <Form.Item label="所属组织" name="departId" rules={[{ required: true, message: '请选择所属组织' }]}>
          <TreeSelect treeData={orgTree} placeholder="请选择所属组织" treeDefaultExpandAll showSearch treeNodeFilterProp="title" />
        </Form.Item>
        <Form.Item
          label="终端手机号"
          name="phone"
          rules={[
            { required: true, whitespace: true, message: '请输入终端手机号' },
            { pattern: PHONE_PATTERN, message: '终端手机号应为11至12位数字' },
          ]}
        >
          <Input placeholder="SIM卡号，11至12位数字" maxLength={12} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
