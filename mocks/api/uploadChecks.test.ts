import { readFileSync } from 'node:fs';
import path from 'node:path';
import { seededRandom } from './seededRandom';
import { CAPTIONS_MAX_BYTES, checkUpload, type UploadCheck } from './uploadChecks';

const ROOT = path.resolve(__dirname, '../..');
const SEED_MEDIA = path.join(ROOT, 'mocks/seed/media');
const PUBLIC_MEDIA = path.join(ROOT, 'public/media');

const read = (file: string): Uint8Array => new Uint8Array(readFileSync(file));
const seeded = (name: string): Uint8Array => read(path.join(SEED_MEDIA, name));
const text = (value: string): Uint8Array => new TextEncoder().encode(value);

/**
 * Each video's length as `ffprobe -v error -show_entries format=duration -of csv=p=0 FILE` gives
 * it (the files are made by scripts/media/generate.sh). An MP4's is its movie header's; a WebM's
 * is its Segment Info's, a few milliseconds longer for the same lesson.
 */
const FFPROBE_SECONDS: Readonly<Record<string, number>> = {
  'finding-freelance-clients.mp4': 24.7,
  'how-the-web-works.mp4': 28.3,
  'how-this-course-works.mp4': 36.8,
  'planning-your-study-week.mp4': 28.9,
  'python-in-a-minute.mp4': 25.5,
  'the-marketing-funnel.mp4': 23.9,
  'what-data-science-is.mp4': 25.3,
  'writing-a-thesis-statement.mp4': 24.2,
  'finding-freelance-clients.webm': 24.707,
  'how-the-web-works.webm': 28.307,
  'how-this-course-works.webm': 36.807,
  'planning-your-study-week.webm': 28.907,
  'python-in-a-minute.webm': 25.507,
  'the-marketing-funnel.webm': 23.907,
  'what-data-science-is.webm': 25.307,
  'writing-a-thesis-statement.webm': 24.207,
};
/** public/media/welcome.mp4 has no sound: its length is only in the movie header. */
const WELCOME_SECONDS = 9;
const TOLERANCE_SECONDS = 0.05;

const LESSONS = [
  'finding-freelance-clients',
  'how-the-web-works',
  'how-this-course-works',
  'planning-your-study-week',
  'python-in-a-minute',
  'the-marketing-funnel',
  'what-data-science-is',
  'writing-a-thesis-statement',
];

/** The refusal's code, line and message, or a failure naming what was accepted instead. */
function refusal(check: UploadCheck): { error: string; line?: number; message: string } {
  if (check.ok) throw new Error(`accepted as ${check.type}`);
  return check.line === undefined
    ? { error: check.error, message: check.message }
    : { error: check.error, line: check.line, message: check.message };
}

// ---- ISO BMFF and EBML built by hand, for the cases no seeded file is ------------------------

const u32 = (value: number): number[] => [
  (value >>> 24) & 0xff,
  (value >>> 16) & 0xff,
  (value >>> 8) & 0xff,
  value & 0xff,
];
const ascii = (value: string): number[] => [...value].map((char) => char.charCodeAt(0));
const box = (type: string, ...payload: number[][]): number[] => {
  const body = payload.flat();
  return [...u32(body.length + 8), ...ascii(type), ...body];
};
const ftyp = (brand: string): number[] => box('ftyp', ascii(brand), u32(0x200), ascii('isommp41'));
/** A version-0 movie header: times, timescale, duration, then the rest of its 100 bytes. */
const mvhd = (timescale: number, duration: number): number[] =>
  box('mvhd', u32(0), u32(0), u32(0), u32(timescale), u32(duration), new Array<number>(80).fill(0));
/** A version-1 movie header, with 8-byte times and duration. */
const mvhd64 = (timescale: number, duration: number): number[] =>
  box(
    'mvhd',
    [1, 0, 0, 0],
    u32(0),
    u32(0),
    u32(0),
    u32(0),
    u32(timescale),
    u32(Math.floor(duration / 2 ** 32)),
    u32(duration >>> 0),
    new Array<number>(80).fill(0),
  );
const mp4 = (...boxes: number[][]): Uint8Array => new Uint8Array(boxes.flat());

/** The first place `needle` occurs in `haystack` from `from`, or -1. */
function indexOf(haystack: Uint8Array, needle: number[], from = 0): number {
  outer: for (let at = from; at <= haystack.length - needle.length; at += 1) {
    for (let i = 0; i < needle.length; i += 1) if (haystack[at + i] !== needle[i]) continue outer;
    return at;
  }
  return -1;
}

/**
 * A whole track box (trak) of the seeded MP4, as its encoder wrote it (header, media header,
 * sample description and tables), picked by its handler: 'vide' its video, 'soun' its sound.
 */
function track(handler: 'vide' | 'soun'): number[] {
  const file = seeded('how-the-web-works.mp4');
  const view = new DataView(file.buffer, file.byteOffset, file.byteLength);
  for (let at = indexOf(file, ascii('trak')); at > 0; at = indexOf(file, ascii('trak'), at + 4)) {
    const trak = file.subarray(at - 4, at - 4 + view.getUint32(at - 4));
    // hdlr: its type, version and flags, pre_defined, then the handler type.
    const hdlr = indexOf(trak, ascii('hdlr'));
    if (hdlr > 0 && indexOf(trak.subarray(hdlr + 12, hdlr + 16), ascii(handler)) === 0) {
      return [...trak];
    }
  }
  throw new Error(`The seeded MP4 has no '${handler}' track`);
}

/** A copy of the seeded WebM with `patch` applied. */
function patchedWebm(patch: (bytes: Uint8Array) => void): Uint8Array {
  const bytes = seeded('how-the-web-works.webm').slice();
  patch(bytes);
  return bytes;
}
/** Segment/Info/Duration: ID 0x4489, size 8, a float64 (milliseconds at the default scale). */
const DURATION_ELEMENT = [0x44, 0x89, 0x88];

describe('checkUpload: videos', () => {
  it.each(Object.entries(FFPROBE_SECONDS))(
    'accepts the seeded %s with the length ffprobe reads (%d s)',
    async (file, seconds) => {
      const check = await checkUpload('video', seeded(file));
      const webm = file.endsWith('.webm');
      expect(check).toEqual({
        ok: true,
        type: webm ? 'video/webm' : 'video/mp4',
        extension: webm ? 'webm' : 'mp4',
        durationSeconds: expect.any(Number),
      });
      expect(check.ok && Math.abs((check.durationSeconds ?? 0) - seconds)).toBeLessThan(
        TOLERANCE_SECONDS,
      );
    },
  );

  it('accepts the welcome video, whose MP4 has no sound track, at its length', async () => {
    const mp4Check = await checkUpload('video', read(path.join(PUBLIC_MEDIA, 'welcome.mp4')));
    const webmCheck = await checkUpload('video', read(path.join(PUBLIC_MEDIA, 'welcome.webm')));
    expect(mp4Check).toMatchObject({ ok: true, type: 'video/mp4', extension: 'mp4' });
    expect(webmCheck).toMatchObject({ ok: true, type: 'video/webm', extension: 'webm' });
    for (const check of [mp4Check, webmCheck]) {
      expect(check.ok && Math.abs((check.durationSeconds ?? 0) - WELCOME_SECONDS)).toBeLessThan(
        TOLERANCE_SECONDS,
      );
    }
  });

  it('refuses a PDF, naming what it looks like', async () => {
    const pdf = text('%PDF-1.7\n%\u00e2\u00e3\n1 0 obj\n<< /Type /Catalog >>\nendobj\n');
    expect(refusal(await checkUpload('video', pdf))).toEqual({
      error: 'not_a_video',
      message:
        'This file is not an MP4 or WebM video (it looks like a PDF document). Upload the video as MP4 or WebM.',
    });
  });

  it('refuses a PNG, a JPEG and captions posted as the video', async () => {
    const png = refusal(await checkUpload('video', read(path.join(ROOT, 'public/favicon.png'))));
    const jpeg = refusal(await checkUpload('video', seeded('how-the-web-works.jpg')));
    const vtt = refusal(await checkUpload('video', seeded('how-the-web-works.vtt')));
    expect([png.error, jpeg.error, vtt.error]).toEqual([
      'not_a_video',
      'not_a_video',
      'not_a_video',
    ]);
    expect(png.message).toContain('(it looks like a PNG image)');
    expect(jpeg.message).toContain('(it looks like a JPEG image)');
    expect(vtt.message).toContain('(it looks like a WebVTT captions file)');
  });

  it('refuses random bytes and an empty file without guessing what they are', async () => {
    const random = seededRandom(42);
    const noise = Uint8Array.from({ length: 64 * 1024 }, () => Math.floor(random() * 256));
    for (const bytes of [noise, new Uint8Array(0)]) {
      expect(refusal(await checkUpload('video', bytes))).toEqual({
        error: 'not_a_video',
        message: 'This file is not an MP4 or WebM video. Upload the video as MP4 or WebM.',
      });
    }
  });

  it('refuses other video containers, saying to convert them', async () => {
    const quickTime = refusal(
      await checkUpload('video', mp4(ftyp('qt  '), box('moov', mvhd(600, 6000), track('vide')))),
    );
    expect(quickTime).toEqual({
      error: 'not_a_video',
      message:
        'This file is not an MP4 or WebM video (it looks like a QuickTime movie (.mov)). Export or convert it to MP4 or WebM, then upload that.',
    });
    // An EBML header whose DocType is "matroska": Matroska, not its WebM subset.
    const matroska = new Uint8Array([
      0x1a,
      0x45,
      0xdf,
      0xa3,
      0x8b,
      0x42,
      0x82,
      0x88,
      ...ascii('matroska'),
    ]);
    expect(refusal(await checkUpload('video', matroska))).toMatchObject({
      error: 'not_a_video',
      message: expect.stringContaining('(it looks like a Matroska video (.mkv))'),
    });
  });

  it('refuses an MP4 or WebM that has sound but no picture', async () => {
    const m4a = refusal(
      await checkUpload('video', mp4(ftyp('M4A '), box('moov', mvhd(1000, 5000), track('soun')))),
    );
    expect(m4a).toMatchObject({
      error: 'not_a_video',
      message: expect.stringContaining('(it looks like an audio file)'),
    });
    const soundOnlyMp4 = mp4(ftyp('isom'), box('moov', mvhd(1000, 5000), track('soun')));
    expect(refusal(await checkUpload('video', soundOnlyMp4))).toEqual({
      error: 'not_a_video',
      message:
        'This MP4 file has no video track, so there is no picture to show (it may hold sound only). Upload the video as MP4 or WebM.',
    });
    // The seeded WebM's first track (video) turned into a second audio track: TrackType 1 -> 2.
    const soundOnlyWebm = patchedWebm((bytes) => {
      const tracks = indexOf(bytes, [0x16, 0x54, 0xae, 0x6b]);
      const trackType = indexOf(bytes, [0x83, 0x81, 0x01], tracks);
      expect(tracks).toBeGreaterThan(0);
      expect(trackType).toBeLessThan(indexOf(bytes, [0x1f, 0x43, 0xb6, 0x75]));
      bytes[trackType + 2] = 2;
    });
    expect(refusal(await checkUpload('video', soundOnlyWebm))).toMatchObject({
      error: 'not_a_video',
      message: expect.stringContaining('This WebM file has no video track'),
    });
  });

  it("reads an MP4's length from a 64-bit movie header, or from mvex/mehd when fragmented", async () => {
    const wide = await checkUpload(
      'video',
      mp4(ftyp('isom'), box('moov', mvhd64(90000, 90000 * 75), track('vide'))),
    );
    expect(wide).toEqual({ ok: true, type: 'video/mp4', extension: 'mp4', durationSeconds: 75 });
    const mehd = box('mehd', u32(0), u32(12_500));
    const fragmented = await checkUpload(
      'video',
      mp4(ftyp('iso6'), box('moov', mvhd(1000, 0), track('vide'), box('mvex', mehd))),
    );
    expect(fragmented).toEqual({
      ok: true,
      type: 'video/mp4',
      extension: 'mp4',
      durationSeconds: 12.5,
    });
  });

  it("reads a WebM's length in units of its TimestampScale", async () => {
    // Segment/Info/TimestampScale: ID 0x2AD7B1, size 3, 1 000 000 ns; made 2 000 000 ns.
    const doubled = patchedWebm((bytes) => {
      const at = indexOf(bytes, [0x2a, 0xd7, 0xb1, 0x83, 0x0f, 0x42, 0x40]);
      expect(at).toBeGreaterThan(0);
      bytes.set([0x1e, 0x84, 0x80], at + 4);
    });
    expect(await checkUpload('video', doubled)).toEqual({
      ok: true,
      type: 'video/webm',
      extension: 'webm',
      durationSeconds: 2 * 28.307,
    });
  });

  it('refuses a video whose container gives no length, or a length of zero', async () => {
    const noLength = mp4(ftyp('isom'), box('moov', mvhd(1000, 0), track('vide')));
    const unknownLength = mp4(ftyp('isom'), box('moov', mvhd(1000, 0xffffffff), track('vide')));
    // Fragmented, without mvex/mehd: the fragments' length is unknown until all are read.
    const fragmentedWithout = mp4(
      ftyp('iso6'),
      box('moov', mvhd(1000, 0), track('vide'), box('mvex')),
    );
    const noMoov = mp4(ftyp('isom'), box('mdat', new Array<number>(64).fill(0)));
    const webmZero = patchedWebm((bytes) => {
      const at = indexOf(bytes, DURATION_ELEMENT);
      expect(at).toBeGreaterThan(0);
      bytes.fill(0, at + 3, at + 11);
    });
    // The Duration element's ID changed to one Matroska does not define, so it is skipped.
    const webmWithout = patchedWebm((bytes) => {
      const at = indexOf(bytes, DURATION_ELEMENT);
      expect(at).toBeGreaterThan(0);
      bytes[at + 1] = 0xff;
    });
    const checks = await Promise.all(
      [noLength, unknownLength, fragmentedWithout, webmZero, webmWithout].map((bytes) =>
        checkUpload('video', bytes),
      ),
    );
    expect(checks.map((check) => refusal(check).error)).toEqual([
      'video_without_duration',
      'video_without_duration',
      'video_without_duration',
      'video_without_duration',
      'video_without_duration',
    ]);
    expect(refusal(checks[0] as UploadCheck).message).toMatch(
      /^The video's length could not be read from the file: its MP4 header does not give it/,
    );
    expect(refusal(checks[3] as UploadCheck).message).toContain('its WebM header does not give it');
    // No movie box at all: nothing says there is a video in it.
    expect(refusal(await checkUpload('video', noMoov)).error).toBe('not_a_video');
  });

  it('keeps the length the headers give when bytes after them are damaged', async () => {
    const random = seededRandom(7);
    const junk = Uint8Array.from({ length: 256 * 1024 }, () => Math.floor(random() * 256));
    for (const [file, seconds] of [
      ['how-the-web-works.webm', 28.307],
      ['how-the-web-works.mp4', 28.3],
    ] as const) {
      const original = seeded(file);
      const damaged = new Uint8Array(original.length + junk.length);
      damaged.set(original);
      damaged.set(junk, original.length);
      expect(await checkUpload('video', damaged)).toEqual(
        expect.objectContaining({ ok: true, durationSeconds: seconds }),
      );
    }
  });
  it('answers damaged containers with a verdict, never an exception', async () => {
    // mp4box prints some of what it finds wrong in a damaged box on the console.
    const printed = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const random = seededRandom(2024);
    const verdicts = new Set<string>();
    for (const file of ['how-the-web-works.mp4', 'how-the-web-works.webm']) {
      const original = seeded(file);
      for (let round = 0; round < 150; round += 1) {
        // A few bytes of the headers overwritten, and the file cut short now and then.
        const bytes = original.slice(0, round % 3 === 0 ? 512 + round * 40 : original.length);
        for (let flips = 0; flips < 4; flips += 1) {
          bytes[Math.floor(random() * Math.min(bytes.length, 4096))] = Math.floor(random() * 256);
        }
        const check = await checkUpload('video', bytes);
        verdicts.add(check.ok ? check.type : check.error);
      }
    }
    printed.mockRestore();
    expect(
      [...verdicts].every((verdict) =>
        /^(video\/(mp4|webm)|not_a_video|video_without_duration)$/.test(verdict),
      ),
    ).toBe(true);
  });
});

describe('checkUpload: posters', () => {
  it.each(LESSONS)('accepts the seeded %s.jpg as a JPEG', async (lesson) => {
    expect(await checkUpload('poster', seeded(`${lesson}.jpg`))).toEqual({
      ok: true,
      type: 'image/jpeg',
      extension: 'jpg',
    });
  });

  it('accepts a WebP and a PNG', async () => {
    expect(
      await checkUpload('poster', read(path.join(PUBLIC_MEDIA, 'welcome-poster.webp'))),
    ).toEqual({ ok: true, type: 'image/webp', extension: 'webp' });
    expect(await checkUpload('poster', read(path.join(ROOT, 'public/favicon.png')))).toEqual({
      ok: true,
      type: 'image/png',
      extension: 'png',
    });
  });

  it('refuses an MP4 posted as the poster', async () => {
    expect(refusal(await checkUpload('poster', seeded('how-the-web-works.mp4')))).toEqual({
      error: 'not_an_image',
      message:
        'This file is not a JPEG, PNG or WebP image (it looks like an MP4 video). Upload the poster as JPEG, PNG or WebP.',
    });
  });

  it('refuses a GIF, saying to save it in a format it takes, and an empty file', async () => {
    const gif = text('GIF89a\u0001\u0000\u0001\u0000\u0000\u0000\u0000;');
    expect(refusal(await checkUpload('poster', gif))).toEqual({
      error: 'not_an_image',
      message:
        'This file is not a JPEG, PNG or WebP image (it looks like a GIF image). Save it as JPEG, PNG or WebP, then upload that.',
    });
    expect(refusal(await checkUpload('poster', new Uint8Array(0)))).toEqual({
      error: 'not_an_image',
      message:
        'This file is not a JPEG, PNG or WebP image. Upload the poster as JPEG, PNG or WebP.',
    });
  });
});

describe('checkUpload: captions', () => {
  const VALID = [
    'WEBVTT',
    '',
    '1',
    '00:00:00.000 --> 00:00:02.500',
    'Welcome to the course.',
    '',
    '00:00:03.000 --> 00:00:05.000 align:start',
    'Captions <b>can</b> have markup.',
    '',
  ].join('\n');

  it.each(LESSONS)('accepts the seeded %s.vtt', async (lesson) => {
    expect(await checkUpload('captions', seeded(`${lesson}.vtt`))).toEqual({
      ok: true,
      type: 'text/vtt',
      extension: 'vtt',
    });
  });

  it('accepts captions with a byte order mark, CRLF line breaks or a title after WEBVTT', async () => {
    for (const captions of [
      `\ufeff${VALID}`,
      VALID.replaceAll('\n', '\r\n'),
      VALID.replace('WEBVTT', 'WEBVTT - Lesson 1'),
    ]) {
      expect(await checkUpload('captions', text(captions))).toEqual({
        ok: true,
        type: 'text/vtt',
        extension: 'vtt',
      });
    }
  });

  it('refuses captions without the WEBVTT signature at line 1', async () => {
    expect(refusal(await checkUpload('captions', text(VALID.replace('WEBVTT\n\n', ''))))).toEqual({
      error: 'invalid_captions',
      line: 1,
      message:
        'The captions are not valid WebVTT: line 1: No valid signature. (File needs to start with "WEBVTT".) Correct that line and upload the file again.',
    });
    expect(refusal(await checkUpload('captions', new Uint8Array(0)))).toMatchObject({
      error: 'invalid_captions',
      line: 1,
    });
  });

  it('refuses a broken timestamp (a comma, as SRT writes them) at its line', async () => {
    const captions = VALID.replace(
      '00:00:03.000 --> 00:00:05.000',
      '00:00:03.000 --> 00:00:05,000',
    );
    expect(refusal(await checkUpload('captions', text(captions)))).toEqual({
      error: 'invalid_captions',
      line: 7,
      message:
        'The captions are not valid WebVTT: line 7: No decimal separator (".") found. Correct that line and upload the file again.',
    });
    // The same line, counted over CRLF line breaks.
    expect(
      refusal(await checkUpload('captions', text(captions.replaceAll('\n', '\r\n')))).line,
    ).toBe(7);
  });

  it('refuses a cue that ends before it starts, at its timing line', async () => {
    const captions = VALID.replace(
      '00:00:00.000 --> 00:00:02.500',
      '00:00:02.500 --> 00:00:01.000',
    );
    expect(refusal(await checkUpload('captions', text(captions)))).toEqual({
      error: 'invalid_captions',
      line: 4,
      message:
        'The captions are not valid WebVTT: line 4: End timestamp is not greater than start timestamp. Correct that line and upload the file again.',
    });
  });

  it('refuses lines between the signature and the first blank line', async () => {
    const captions = VALID.replace('WEBVTT\n', 'WEBVTT\nKind: captions\n');
    expect(refusal(await checkUpload('captions', text(captions)))).toMatchObject({
      error: 'invalid_captions',
      line: 2,
      message: expect.stringContaining('line 2: No blank line after the signature.'),
    });
  });

  it('refuses captions without a cue, naming no line', async () => {
    expect(refusal(await checkUpload('captions', text('WEBVTT\n\nNOTE nothing yet\n')))).toEqual({
      error: 'invalid_captions',
      message:
        'The captions are not valid WebVTT: the file has no cues. Give each caption a timing line such as "00:00:01.000 --> 00:00:04.000" followed by its text, and upload the file again.',
    });
  });

  it('refuses text that is not UTF-8 at the line where it is', async () => {
    const latin1 = Uint8Array.from(VALID.replace('Welcome', 'Bienvenue à'), (char) =>
      char.charCodeAt(0),
    );
    expect(refusal(await checkUpload('captions', latin1))).toEqual({
      error: 'invalid_captions',
      line: 5,
      message:
        'The captions are not valid WebVTT: line 5 is not UTF-8 text. Save the file as UTF-8 (an option of most text editors\' "Save as") and upload it again.',
    });
    const utf16 = new Uint8Array([
      0xff,
      0xfe,
      ...[...'WEBVTT'].flatMap((char) => [char.charCodeAt(0), 0]),
    ]);
    expect(refusal(await checkUpload('captions', utf16))).toMatchObject({
      error: 'invalid_captions',
      line: 1,
    });
  });

  it('refuses a captions file over CAPTIONS_MAX_BYTES', async () => {
    const big = new Uint8Array(CAPTIONS_MAX_BYTES + 1).fill(0x41);
    big.set(text('WEBVTT\n\n'));
    expect(refusal(await checkUpload('captions', big))).toEqual({
      error: 'invalid_captions',
      message:
        "The captions file is larger than 1 MB, far more than a lesson's captions need. Check that it is the WebVTT captions file and upload that.",
    });
  });
});
