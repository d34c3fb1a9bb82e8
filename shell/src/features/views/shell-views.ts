import type { ComponentType } from 'react';
import { BaseSetting } from '../account/base-setting';
import { Analysis } from '../dashboard/analysis';
import { UserAnnouncementPage } from '../notices/user-announcement-page';

export const shellViews: Record<string, ComponentType> = {
  'dashboard/Analysis': Analysis,
  'account/settings/BaseSetting': BaseSetting,
  'isps/UserAnnouncement': UserAnnouncementPage,
};
