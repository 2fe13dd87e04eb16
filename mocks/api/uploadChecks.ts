/**
 * What an uploaded lesson file is, decided from its bytes alone (never its name or declared type):
 * an MP4 or WebM video with a length, a JPEG, PNG or WebP poster, or WebVTT captions. It runs in
 * Node (mocks/server) and in the browser (MSW), so it uses only Web APIs and packages that run in
 * both: file-type's core (the entry without Node's file system), mp4box, music-metadata (its
 * browser entry in the browser) and W3C's WebVTT parser. A video's length and tracks are read from
 * its container's headers, an MP4's movie box by mp4box and a WebM's Segment Info and Tracks by
 * music-metadata, never from its media data.
 */
import { fileTypeFromBuffer } from 'file-type/core';
import { WebVTTParser } from 'webvtt-parser';
import type { Movie } from 'mp4box';
import type { IFormat } from 'music-metadata';

export type UploadKind = 'video' | 'poster' | 'captions';

/** What an accepted file is: its MIME type, the extension the media store keeps it under, and a video's length. */
export interface AcceptedUpload {
  ok: true;
  type: 'video/mp4' | 'video/webm' | 'image/jpeg' | 'image/png' | 'image/webp' | 'text/vtt';
  extension: 'mp4' | 'webm' | 'jpg' | 'png' | 'webp' | 'vtt';
  /** A video's length in seconds, read from its container. */
  durationSeconds?: number;
}

export interface RefusedUpload {
  ok: false;
  error: 'not_a_video' | 'video_without_duration' | 'not_an_image' | 'invalid_captions';
  /** A sentence a teacher understands, saying what is wrong and what to upload instead. */
  message: string;
  /** For captions: the 1-based line at fault. */
  line?: number;
}

export type UploadCheck = AcceptedUpload | RefusedUpload;

/**
 * The largest captions file checked: W3C's parser is written for clarity, not speed, and would hold
 * the server up for long on a large text, while captions for even a lesson of hours are far smaller.
 */
export const CAPTIONS_MAX_BYTES = 1024 * 1024;

export async function checkUpload(kind: UploadKind, bytes: Uint8Array): Promise<UploadCheck> {
  // A view of the same bytes made here, not a copy: file-type refuses a Uint8Array of another
  // realm (as jsdom's tests hand over Node's), and would leave every file unrecognised.
  bytes = new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  switch (kind) {
    case 'video':
      return checkVideo(bytes);
    case 'poster':
      return checkPoster(bytes);
    case 'captions':
      return checkCaptions(bytes);
  }
}

// ---- What a file looks like ------------------------------------------------------------------

interface Detected {
  ext: string;
  mime: string;
}

/** file-type's verdict from the file's first bytes (it reads only the head); undefined if unknown. */
async function detect(bytes: Uint8Array): Promise<Detected | undefined> {
  try {
    return await fileTypeFromBuffer(bytes);
  } catch {
    return undefined;
  }
}

const DESCRIPTIONS: Readonly<Record<string, string>> = {
  'application/pdf': 'a PDF document',
  'application/zip': 'a ZIP archive',
  'application/msword': 'a Word document',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'a Word document',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation':
    'a PowerPoint presentation',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'an Excel spreadsheet',
  'application/vnd.oasis.opendocument.text': 'an OpenDocument text',
  'image/jpeg': 'a JPEG image',
  'image/png': 'a PNG image',
  'image/apng': 'a PNG image',
  'image/webp': 'a WebP image',
  'image/gif': 'a GIF image',
  'image/avif': 'an AVIF image',
  'image/heic': 'a HEIC photo',
  'image/heif': 'a HEIF photo',
  'image/bmp': 'a BMP image',
  'image/tiff': 'a TIFF image',
  'video/mp4': 'an MP4 video',
  'video/webm': 'a WebM video',
  'video/quicktime': 'a QuickTime movie (.mov)',
  'video/matroska': 'a Matroska video (.mkv)',
  'video/x-matroska': 'a Matroska video (.mkv)',
  'video/x-m4v': 'an M4V video',
  'video/x-msvideo': 'an AVI video',
  'video/x-ms-asf': 'a Windows Media video',
  'video/x-flv': 'a Flash video',
  'video/3gpp': 'a 3GP phone video',
  'video/3gpp2': 'a 3GP phone video',
  'video/mpeg': 'an MPEG video',
  'video/mp2t': 'an MPEG transport stream',
  'video/ogg': 'an Ogg video',
  'audio/mpeg': 'an MP3 audio file',
  'text/vtt': 'a WebVTT captions file',
};

/** What the file looks like, for a message: "a PDF document", "an audio file", "a .exe file". */
function describe(detected: Detected): string {
  const known = DESCRIPTIONS[detected.mime];
  if (known && !(detected.mime === 'video/mp4' && detected.ext !== 'mp4')) return known;
  if (detected.mime.startsWith('audio/')) return 'an audio file';
  return `a .${detected.ext} file`;
}

// ---- Videos ------------------------------------------------------------------------------------

/** What the container says: whether it holds a video track, and its length in seconds. */
interface VideoFacts {
  hasVideoTrack: boolean;
  durationSeconds: number | undefined;
}

async function checkVideo(bytes: Uint8Array): Promise<UploadCheck> {
  const detected = await detect(bytes);
  let container: 'mp4' | 'webm';
  // file-type calls every ISO BMFF brand it does not single out video/mp4 (with another extension
  // for Adobe's Flash and Apple's protected brands); Matroska that is not WebM is video/matroska.
  if (detected?.mime === 'video/mp4' && detected.ext === 'mp4') container = 'mp4';
  else if (detected?.mime === 'video/webm') container = 'webm';
  else return notAVideo(detected);

  const facts = await (container === 'mp4' ? mp4Facts(bytes) : webmFacts(bytes));
  const name = container === 'mp4' ? 'MP4' : 'WebM';
  if (!facts.hasVideoTrack) {
    return refuse(
      'not_a_video',
      `This ${name} file has no video track, so there is no picture to show (it may hold sound only). Upload the video as MP4 or WebM.`,
    );
  }
  const seconds =
    facts.durationSeconds === undefined ? NaN : Math.round(facts.durationSeconds * 1000) / 1000;
  if (!Number.isFinite(seconds) || seconds <= 0) {
    return refuse(
      'video_without_duration',
      `The video's length could not be read from the file: its ${name} header does not give it (recordings saved straight from a browser often leave it out). Export the video again from a video editor as MP4 or WebM and upload that.`,
    );
  }
  return container === 'mp4'
    ? { ok: true, type: 'video/mp4', extension: 'mp4', durationSeconds: seconds }
    : { ok: true, type: 'video/webm', extension: 'webm', durationSeconds: seconds };
}

function notAVideo(detected: Detected | undefined): RefusedUpload {
  if (!detected) {
    return refuse(
      'not_a_video',
      'This file is not an MP4 or WebM video. Upload the video as MP4 or WebM.',
    );
  }
  const otherVideo = detected.mime.startsWith('video/');
  return refuse(
    'not_a_video',
    `This file is not an MP4 or WebM video (it looks like ${describe(detected)}). ${
      otherVideo
        ? 'Export or convert it to MP4 or WebM, then upload that.'
        : 'Upload the video as MP4 or WebM.'
    }`,
  );
}

/** `load`'s module, loaded on the first call only. */
function loadedOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loaded: Promise<T> | undefined;
  return () => (loaded ??= load());
}

// The container readers are loaded with the first video checked: most users of the mock API (each
// jest test file, the MSW bundle until then) never check one.
const loadMp4box = loadedOnce(() => import('mp4box'));
const loadMusicMetadata = loadedOnce(() => import('music-metadata'));

/**
 * How many bytes mp4box is first handed; each further piece is twice as long as the one before,
 * so a movie box of many megabytes (a long video's sample tables) takes a few pieces, not hundreds.
 */
const MP4_FIRST_PIECE = 64 * 1024;

/** ISO BMFF writes a duration of all ones, in its 32 or 64 bits, when it does not know it. */
const knownDuration = (units: number | undefined): units is number =>
  units !== undefined && units > 0 && units !== 2 ** 32 - 1 && units !== 2 ** 64 - 1;

/**
 * An MP4's facts as mp4box reads them from its movie box (moov), wherever in the file it is: the
 * movie header's length in its timescale, or for a fragmented MP4 the fragments' (mvex/mehd), and
 * whether a track's sample description is a visual one. The file is handed over a piece at a time
 * from where mp4box asks to read on, as for a download: it steps over the media data (mdat) by its
 * box size and reports the movie when it has read the movie box, so a large video's samples are
 * neither copied nor parsed. What mp4box cannot read counts as not there.
 */
async function mp4Facts(bytes: Uint8Array): Promise<VideoFacts> {
  const { createFile, MP4BoxBuffer } = await loadMp4box();
  const file = createFile();
  const read: { movie?: Movie } = {};
  file.onReady = (movie) => {
    read.movie = movie;
  };
  // The errors mp4box hands its file rather than printing them (it prints the others): a damaged
  // box, whose consequence the verdict below gives.
  file.onError = () => undefined;
  try {
    let start = 0;
    let length = MP4_FIRST_PIECE;
    while (!read.movie && start < bytes.length) {
      const end = Math.min(start + length, bytes.length);
      const piece = new MP4BoxBuffer(end - start);
      new Uint8Array(piece).set(bytes.subarray(start, end));
      piece.fileStart = start;
      const next = file.appendBuffer(piece);
      // mp4box asks for nothing further on when the file ends or it has stopped parsing.
      if (!(next > start)) break;
      start = next;
      length *= 2;
    }
  } catch {
    // A damaged box: whatever mp4box reported before it is kept.
  }
  const movie = read.movie;
  if (!movie) return { hasVideoTrack: false, durationSeconds: undefined };
  // A fragmented MP4's length only as its mvex/mehd gives it: without one, mp4box adds up the
  // samples it has read so far (the movie box's and the first fragments'), not the video's length.
  const fragments = file.getBox('mehd')?.fragment_duration;
  const units = knownDuration(movie.duration) ? movie.duration : fragments;
  return {
    hasVideoTrack: movie.videoTracks.length > 0,
    durationSeconds:
      knownDuration(units) && movie.timescale > 0 ? units / movie.timescale : undefined,
  };
}

/** Matroska's TrackType of a video track, as music-metadata reports a track's `type`. */
const MATROSKA_VIDEO_TRACK = 1;

/**
 * The file music-metadata is told it reads, for it to choose its Matroska parser (WebM is a subset
 * of Matroska) by the extension. Not by a MIME type: music-metadata parses one with content-type, a
 * CommonJS package it imports as a default export, which tsx (the mock server) and SWC (jest) take
 * from content-type's own `default`, undefined, so it would find no parser. Not by ".webm" either:
 * its Matroska parser lists that extension without the dot it compares with.
 */
const MATROSKA_FILE = { path: 'upload.mkv' };

/**
 * A WebM's facts as music-metadata's Matroska parser reads them: its length from Segment Info
 * (Duration in units of TimestampScale), and whether a track's TrackType is video. It steps over
 * each Cluster by its size, so the media data is not read. It reads on to the end of the file and
 * throws at bytes after the Segment that are not EBML; the Info and Tracks read before that count,
 * from the metadata its observer is handed as it fills it in.
 */
async function webmFacts(bytes: Uint8Array): Promise<VideoFacts> {
  const { parseBuffer } = await loadMusicMetadata();
  const read: { format?: IFormat } = {};
  try {
    const metadata = await parseBuffer(bytes, MATROSKA_FILE, {
      skipCovers: true,
      observer: (update) => {
        read.format = update.metadata.format;
      },
    });
    read.format = metadata.format;
  } catch {
    // Damaged or trailing bytes: what was read before them is kept.
  }
  return {
    hasVideoTrack:
      read.format?.trackInfo.some((track) => track.type === MATROSKA_VIDEO_TRACK) ?? false,
    durationSeconds: read.format?.duration,
  };
}

// ---- Posters -------------------------------------------------------------------------------------

async function checkPoster(bytes: Uint8Array): Promise<UploadCheck> {
  const detected = await detect(bytes);
  switch (detected?.mime) {
    case 'image/jpeg':
      return { ok: true, type: 'image/jpeg', extension: 'jpg' };
    // An animated PNG is a PNG whose first frame every decoder shows.
    case 'image/png':
    case 'image/apng':
      return { ok: true, type: 'image/png', extension: 'png' };
    case 'image/webp':
      return { ok: true, type: 'image/webp', extension: 'webp' };
  }
  if (!detected) {
    return refuse(
      'not_an_image',
      'This file is not a JPEG, PNG or WebP image. Upload the poster as JPEG, PNG or WebP.',
    );
  }
  return refuse(
    'not_an_image',
    `This file is not a JPEG, PNG or WebP image (it looks like ${describe(detected)}). ${
      detected.mime.startsWith('image/')
        ? 'Save it as JPEG, PNG or WebP, then upload that.'
        : 'Upload the poster as JPEG, PNG or WebP.'
    }`,
  );
}

// ---- Captions ----------------------------------------------------------------------------------

async function checkCaptions(bytes: Uint8Array): Promise<UploadCheck> {
  if (bytes.length > CAPTIONS_MAX_BYTES) {
    return refuse(
      'invalid_captions',
      `The captions file is larger than ${CAPTIONS_MAX_BYTES / 1024 / 1024} MB, far more than a lesson's captions need. Check that it is the WebVTT captions file and upload that.`,
    );
  }
  let text: string;
  try {
    // A byte order mark is dropped here, as WebVTT allows one before the signature.
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    const line = firstLineNotUtf8(bytes);
    return refuse(
      'invalid_captions',
      `The captions are not valid WebVTT: line ${line} is not UTF-8 text. Save the file as UTF-8 (an option of most text editors' "Save as") and upload it again.`,
      line,
    );
  }
  // Metadata mode leaves out the cue text's markup checks, whose line numbers the parser gives as
  // the line after the cue; browsers show such text leniently anyway. Everything else is checked:
  // the signature, the blank line after it, each cue's timings (end after start, starts in order)
  // and settings.
  const { cues, errors } = new WebVTTParser().parse(text, 'metadata');
  const first = errors[0];
  if (first) {
    return refuse(
      'invalid_captions',
      `The captions are not valid WebVTT: line ${first.line}: ${first.message} Correct that line and upload the file again.`,
      first.line,
    );
  }
  if (cues.length === 0) {
    return refuse(
      'invalid_captions',
      'The captions are not valid WebVTT: the file has no cues. Give each caption a timing line such as "00:00:01.000 --> 00:00:04.000" followed by its text, and upload the file again.',
    );
  }
  return { ok: true, type: 'text/vtt', extension: 'vtt' };
}

/**
 * The 1-based line holding the first bytes that are not UTF-8, counting line breaks as the parser
 * does (CR LF, CR or LF). Neither CR nor LF can be part of a multi-byte sequence, so each line
 * decodes on its own.
 */
function firstLineNotUtf8(bytes: Uint8Array): number {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let line = 1;
  let start = 0;
  for (let at = 0; at <= bytes.length; at += 1) {
    const byte = bytes[at];
    if (at < bytes.length && byte !== 0x0a && byte !== 0x0d) continue;
    try {
      decoder.decode(bytes.subarray(start, at));
    } catch {
      return line;
    }
    if (byte === 0x0d && bytes[at + 1] === 0x0a) at += 1;
    line += 1;
    start = at + 1;
  }
  return 1;
}

function refuse(error: RefusedUpload['error'], message: string, line?: number): RefusedUpload {
  return line === undefined ? { ok: false, error, message } : { ok: false, error, message, line };
}
