declare module '*/generated/china.json' {
  const basemap: unknown;
  export default basemap;
}
