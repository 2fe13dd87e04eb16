declare module '*.css';
declare module '*.svg' {
  const url: string;
  export default url;
}
declare module '*.png' {
  const url: string;
  export default url;
}
declare module '*.jpg' {
  const url: string;
  export default url;
}
declare module '*.webp' {
  const url: string;
  export default url;
}
declare module '*.mp4' {
  const url: string;
  export default url;
}
/** W3C's WebVTT parser (node_modules/webvtt-parser/parser.js), which ships no types: what mocks/api/uploadChecks.ts uses. */
declare module 'webvtt-parser' {
  export interface WebVttParseResult {
    cues: unknown[];
    errors: { message: string; line: number; col?: number }[];
  }
  export class WebVTTParser {
    parse(input: string, mode: 'metadata'): WebVttParseResult;
  }
}
