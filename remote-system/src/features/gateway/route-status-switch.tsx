import { App, Switch } from 'antd';
import { useState } from 'react';
import { updateRouteStatus } from './gateway-api';
import { GATEWAY_TEXTS as T, type GatewayRouteRecord } from './gateway-types';

/** Props of {@link RouteStatusSwitch}. */
export interface RouteStatusSwitchProps {
  row: GatewayRouteRecord;
  /** false without system:gatewayRoute:status (the switch is then read-only) */
  canChange: boolean;
  /** called after the server accepted the change (the list reloads) */
  onChanged(): void;
}

/**
 * The 启用 / 停用 switch of one gateway route: toggling calls PUT /sys/gatewayRoute/updateStatus
 * and shows the server's message (操作成功! or the refusal); the row keeps its state until the
 * list reloads.
 */
export function RouteStatusSwitch({ row, canChange, onChanged }: RouteStatusSwitchProps) {
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const toggle = async (on: boolean) => {
    setBusy(true);
    const outcome = await updateRouteStatus(row.id, on ? '1' : '0');
    setBusy(false);
    if (outcome.ok) {
      message.success(outcome.message);
      onChanged();
    } else if (!outcome.reported) message.error(outcome.message);
  };
  return (
    <Switch
      checked={row.status === '1'} loading={busy} disabled={!canChange} checkedChildren={T.enabled} unCheckedChildren={T.disabled}
      aria-label={`${row.name}${T.status}`} onChange={(on) => void toggle(on)}
    />
  );
}
