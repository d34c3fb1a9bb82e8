/**
 * Registers B4's composite form widget types (imported for its side effect from the package
 * entry): `cron` (widgets-spec §2 "Cron editor") and `effective_date` (§2 "Effective-date picker").
 * The basic antd types live in the registry itself (basic-widgets/basic-widget-map.ts).
 */
import { CronFormWidget } from '../cron/cron-form-widget';
import { EffectiveDateFormWidget } from '../effective-date/effective-date-form-widget';
import { registerFormWidget } from './widget-registry';

registerFormWidget('cron', CronFormWidget);
registerFormWidget('effective_date', EffectiveDateFormWidget);
