import { parseConfig, type AppConfig } from './config';

declare const __APP_ENV__: Record<string, string | undefined>;
declare const __APP_MODE__: 'production' | 'development' | 'test';

let cached: AppConfig | undefined;

/** The validated configuration of this build; throws ConfigError once if it is invalid. */
export function getAppConfig(): AppConfig {
  cached ??= parseConfig(__APP_ENV__, __APP_MODE__);
  return cached;
}
