/**
 * What a video lesson's author may upload (docs/decisions.md, "Uploads"): the video, its poster and
 * its captions. The page checks a file's type and size before sending it; the server checks them
 * again, the type by the file's bytes, and reads a video's length from its container.
 */

export const UPLOAD_KINDS = ['video', 'poster', 'captions'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

const MB = 1024 * 1024;

export interface UploadRule {
  /** What the file is, in a teacher's words, with its article ("an MP4 or WebM video"). */
  label: string;
  /** The MIME types a browser reports for an acceptable file. */
  types: readonly string[];
  /** The extensions an acceptable file has, for the file picker and for files without a type. */
  extensions: readonly string[];
  maxBytes: number;
}

export const UPLOAD_RULES: Readonly<Record<UploadKind, UploadRule>> = {
  video: {
    label: 'an MP4 or WebM video',
    types: ['video/mp4', 'video/webm'],
    extensions: ['.mp4', '.m4v', '.webm'],
    maxBytes: 200 * MB,
  },
  poster: {
    label: 'a JPEG, PNG or WebP image',
    types: ['image/jpeg', 'image/png', 'image/webp'],
    extensions: ['.jpg', '.jpeg', '.png', '.webp'],
    maxBytes: 5 * MB,
  },
  captions: {
    label: 'a WebVTT captions file (.vtt)',
    types: ['text/vtt'],
    extensions: ['.vtt'],
    maxBytes: 1 * MB,
  },
};

/** Uploads travel in pieces of this size (the last one shorter), each retried on its own. */
export const UPLOAD_CHUNK_BYTES = 1 * MB;

/** The longest file name the API keeps (for messages only: stored files get names of their own). */
export const UPLOAD_FILE_NAME_MAX = 255;

/** "200 MB", "5 MB": a size limit as people read it. */
export const megabytes = (bytes: number): string => `${Math.round(bytes / MB)} MB`;

/**
 * Why the page will not send `file` as `kind` (wrong type or too large), or null when it may.
 * Browsers report no type for some files (e.g. .vtt): the extension decides then.
 */
export function uploadProblem(
  kind: UploadKind,
  file: { name: string; size: number; type: string },
): string | null {
  const rule = UPLOAD_RULES[kind];
  const name = file.name.toLowerCase();
  const typeFits = file.type !== '' && rule.types.includes(file.type.split(';')[0] ?? '');
  const extensionFits = rule.extensions.some((extension) => name.endsWith(extension));
  if (!typeFits && !(file.type === '' && extensionFits) && !(kind === 'captions' && extensionFits))
    return `${file.name} is not ${rule.label}. Choose ${rule.label}.`;
  if (file.size === 0) return `${file.name} is empty. Choose ${rule.label}.`;
  if (file.size > rule.maxBytes)
    return `${file.name} is larger than ${megabytes(rule.maxBytes)}. Choose ${rule.label} of at most ${megabytes(rule.maxBytes)}.`;
  return null;
}

/** POST /lessons/{lessonId}/uploads: what is about to be sent. */
export interface UploadStart {
  kind: UploadKind;
  fileName: string;
  size: number;
  /** The type the browser reports ('' when it reports none). */
  type: string;
}

/** The server's answer: where to send the pieces. */
export interface UploadSession {
  uploadId: string;
  chunkBytes: number;
  chunks: number;
  /** The pieces already received (a resumed upload sends only the others). */
  received: number[];
}
