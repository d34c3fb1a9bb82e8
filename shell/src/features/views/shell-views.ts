import type { ComponentType } from 'react';
import { BaseSetting } from '../account/base-setting';
import { Analysis } from '../dashboard/analysis';

export const shellViews: Record<string, ComponentType> = {
  'dashboard/Analysis': Analysis,
  'account/settings/BaseSetting': BaseSetting,
};
