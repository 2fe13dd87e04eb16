/**
 * `npx tsx scripts/media/lessonVideos.ts`: makes the seeded lesson videos from their scripts
 * (mocks/seed/media/videoScripts.ts), offline: each slide is drawn by ffmpeg, each line spoken by
 * espeak-ng, and the same lines become the WebVTT captions, timed by the speech itself. Writes, in
 * mocks/seed/media: <id>.mp4 (H.264 and AAC), <id>.webm (VP9 and Opus), <id>.vtt, <id>.jpg (the
 * poster) and videos.json (each video's length in seconds, read from its container, and its
 * transcript). The same scripts give the same files.
 *
 * Needs Debian's ffmpeg, espeak-ng and fonts-dejavu-core.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { VIDEO_SCRIPTS, type VideoScript } from '../../mocks/seed/media/videoScripts';

const OUT = path.resolve(__dirname, '../../mocks/seed/media');
const FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';
const BOLD = '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf';
const WIDTH = 960;
const HEIGHT = 540;
/** Silence after each spoken line, and the slide's last moment before the next. */
const PAUSE_SECONDS = 0.4;

const run = (command: string, args: string[]): string =>
  execFileSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

const secondsOf = (file: string): number =>
  Number(
    run('ffprobe', [
      '-v',
      'error',
      '-show_entries',
      'format=duration',
      '-of',
      'default=noprint_wrappers=1:nokey=1',
      file,
    ]).trim(),
  );

/** Words wrapped to lines of at most `width` characters. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/)) {
    if (current && `${current} ${word}`.length > width) {
      lines.push(current);
      current = word;
    } else current = current ? `${current} ${word}` : word;
  }
  if (current) lines.push(current);
  return lines;
}

/** ffmpeg's drawtext takes text in single quotes: escape what it reads specially. */
const drawable = (text: string): string =>
  text.replace(/\\/g, '\\\\').replace(/'/g, '’').replace(/:/g, '\\:').replace(/%/g, '\\%');

function drawSlide(file: string, title: string, heading: string, lines: string[]): void {
  const filters = [
    `drawtext=fontfile=${BOLD}:text='${drawable(title)}':fontcolor=0x93c5fd:fontsize=24:x=60:y=48`,
    `drawtext=fontfile=${BOLD}:text='${drawable(heading)}':fontcolor=white:fontsize=46:x=60:y=120`,
  ];
  let y = 210;
  for (const line of lines) {
    for (const row of wrap(line, 40)) {
      filters.push(
        `drawtext=fontfile=${FONT}:text='${drawable(row)}':fontcolor=white:fontsize=32:x=60:y=${y}`,
      );
      y += 44;
    }
    y += 16;
  }
  filters.push(`drawbox=x=60:y=${HEIGHT - 70}:w=120:h=6:color=0xf59e0b:t=fill`);
  run('ffmpeg', [
    '-y',
    '-f',
    'lavfi',
    '-i',
    `color=c=0x1e3a8a:s=${WIDTH}x${HEIGHT}:d=1`,
    '-vf',
    filters.join(','),
    '-frames:v',
    '1',
    file,
  ]);
}

const timestamp = (seconds: number): string => {
  const ms = Math.round(seconds * 1000);
  const hours = Math.floor(ms / 3_600_000);
  const minutes = Math.floor((ms % 3_600_000) / 60_000);
  const rest = (ms % 60_000) / 1000;
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}:${rest.toFixed(3).padStart(6, '0')}`;
};

interface MadeVideo {
  id: string;
  title: string;
  durationSeconds: number;
  transcript: string;
  bytes: number;
}

function makeVideo(script: VideoScript, work: string): MadeVideo {
  const dir = path.join(work, script.id);
  run('mkdir', ['-p', dir]);
  const silence = path.join(dir, 'pause.wav');
  run('ffmpeg', [
    '-y',
    '-f',
    'lavfi',
    '-i',
    `anullsrc=r=22050:cl=mono`,
    '-t',
    String(PAUSE_SECONDS),
    silence,
  ]);
  const audioParts: string[] = [];
  const imageList: string[] = [];
  const cues: string[] = ['WEBVTT', ''];
  let clock = 0;
  script.slides.forEach((slide, slideIndex) => {
    const image = path.join(dir, `slide-${slideIndex}.png`);
    drawSlide(image, script.title, slide.heading, slide.lines);
    const slideStart = clock;
    slide.lines.forEach((line, lineIndex) => {
      const speech = path.join(dir, `line-${slideIndex}-${lineIndex}.wav`);
      run('espeak-ng', ['-v', 'en-us', '-s', '160', '-w', speech, line]);
      const spoken = secondsOf(speech);
      cues.push(
        `${slideIndex + 1}.${lineIndex + 1}`,
        `${timestamp(clock)} --> ${timestamp(clock + spoken)}`,
        line,
        '',
      );
      audioParts.push(speech, silence);
      clock += spoken + PAUSE_SECONDS;
    });
    imageList.push(`file '${image}'`, `duration ${(clock - slideStart).toFixed(3)}`);
  });
  // The concat demuxer shows the last image only if it is listed once more.
  imageList.push(imageList[imageList.length - 2] ?? '');
  const audioList = path.join(dir, 'audio.txt');
  writeFileSync(audioList, audioParts.map((file) => `file '${file}'`).join('\n'));
  const slidesList = path.join(dir, 'slides.txt');
  writeFileSync(slidesList, imageList.join('\n'));
  const narration = path.join(dir, 'narration.wav');
  run('ffmpeg', ['-y', '-f', 'concat', '-safe', '0', '-i', audioList, '-c', 'copy', narration]);

  const base = path.join(OUT, script.id);
  const inputs = ['-f', 'concat', '-safe', '0', '-i', slidesList, '-i', narration];
  run('ffmpeg', [
    '-y',
    ...inputs,
    '-vf',
    'fps=10,format=yuv420p',
    '-c:v',
    'libx264',
    '-preset',
    'veryslow',
    '-tune',
    'stillimage',
    '-crf',
    '30',
    '-c:a',
    'aac',
    '-b:a',
    '48k',
    '-ac',
    '1',
    '-movflags',
    '+faststart',
    '-shortest',
    '-map_metadata',
    '-1',
    `${base}.mp4`,
  ]);
  run('ffmpeg', [
    '-y',
    ...inputs,
    '-vf',
    'fps=10,format=yuv420p',
    '-c:v',
    'libvpx-vp9',
    '-crf',
    '42',
    '-b:v',
    '0',
    '-row-mt',
    '1',
    '-c:a',
    'libopus',
    '-b:a',
    '32k',
    '-ac',
    '1',
    '-shortest',
    '-map_metadata',
    '-1',
    `${base}.webm`,
  ]);
  run('ffmpeg', ['-y', '-i', path.join(dir, 'slide-0.png'), '-q:v', '5', `${base}.jpg`]);
  writeFileSync(`${base}.vtt`, cues.join('\n'));
  const transcript = script.slides.map((slide) => slide.lines.join(' ')).join('\n\n');
  const bytes = ['mp4', 'webm', 'jpg', 'vtt']
    .map((ext) => statSync(`${base}.${ext}`).size)
    .reduce((sum, size) => sum + size, 0);
  return {
    id: script.id,
    title: script.title,
    durationSeconds: Math.round(secondsOf(`${base}.mp4`) * 10) / 10,
    transcript,
    bytes,
  };
}

const work = mkdtempSync(path.join(tmpdir(), 'lesson-videos-'));
try {
  const made = VIDEO_SCRIPTS.map((script) => makeVideo(script, work));
  writeFileSync(
    path.join(OUT, 'videos.json'),
    `${JSON.stringify(
      made.map(({ bytes: _bytes, ...video }) => video),
      null,
      2,
    )}\n`,
  );
  for (const video of made) {
    console.log(
      `${video.id}: ${video.durationSeconds} s, ${(video.bytes / 1024).toFixed(0)} KB (both formats, poster, captions)`,
    );
  }
  const total = made.reduce((sum, video) => sum + video.bytes, 0);
  console.log(`total: ${(total / 1024 / 1024).toFixed(2)} MB`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
