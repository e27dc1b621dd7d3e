// Spec 000 section 2.1: /settings/sovcom is hidden from the menu when the Sovcom flag is the string
// 'false' (only that string: a missing flag, as with an unreadable config, leaves the entry in place).
import type { RuntimeConfig } from '@/src/boot/runtime-config';

export const sovcomInMenu = (config: RuntimeConfig) => config.features.SOVCOM_CHECK !== 'false';
