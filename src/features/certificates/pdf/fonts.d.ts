/** A font file, emitted by webpack as an asset of its own (webpack.config.js): its URL. */
declare module '*.ttf' {
  const url: string;
  export default url;
}
