import { type AppConfig, parseConfig } from './parse-config';

export * from './parse-config';

export const config: AppConfig = parseConfig(import.meta.env);
