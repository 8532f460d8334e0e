// One part of a locale file, cut by the locale-parts plugin in vite.config.ts.
declare module '*.json?part=startup' {
  const bundle: Record<string, unknown>;
  export default bundle;
}
declare module '*.json?part=rest' {
  const bundle: Record<string, unknown>;
  export default bundle;
}
declare module '*.json?part=all' {
  const bundle: Record<string, unknown>;
  export default bundle;
}
