import { readFileSync } from 'node:fs';
import path from 'node:path';
import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { getMockDatabase, MOCK_URLS, server } from '../../../../mocks/node';
import { UPLOAD_CHUNK_BYTES } from '@/shared/domain/uploads';
import { renderApp } from '@/test/renderApp';

const teacher = { email: 'teacher@example.com' };
/** Web Development's seeded video lesson "How the web works" (MP4 and WebM, 28.3 s). */
const VIDEO_LESSON = '6650a8c0000000000000003d';
const MEDIA = path.resolve(__dirname, '../../../../mocks/seed/media');

const seedFile = (name: string, type: string, as = name) =>
  new File([readFileSync(path.join(MEDIA, name))], as, { type });

/** The seeded MP4 with an MP4 'free' box after it: a valid video of two pieces. */
function twoPieceVideo(): File {
  const video = readFileSync(path.join(MEDIA, 'how-the-web-works.mp4'));
  const padding = UPLOAD_CHUNK_BYTES + 1000;
  const bytes = new Uint8Array(video.byteLength + padding);
  bytes.set(video);
  new DataView(bytes.buffer).setUint32(video.byteLength, padding);
  bytes.set(new TextEncoder().encode('free'), video.byteLength + 4);
  return new File([bytes], 'long.mp4', { type: 'video/mp4' });
}

afterEach(() => server.resetHandlers());

const onServer = () => getMockDatabase().lessons.find((lesson) => lesson._id === VIDEO_LESSON);

async function openEditor(options: Parameters<typeof renderApp>[1] = {}) {
  const view = renderApp(null, {
    url: `/instructor/lessons/${VIDEO_LESSON}`,
    user: teacher,
    ...options,
  });
  await screen.findByRole('heading', { level: 1, name: 'Edit: How the web works' });
  return view;
}

const row = (title: string) => screen.getByRole('group', { name: title });

describe('a video lesson’s files', () => {
  it('uploads a new video in pieces; the server reads its length and the lesson says so', async () => {
    const { user } = await openEditor();
    const video = row('Video');
    expect(within(video).getByText('An MP4 video, 28 s long.')).toBeInTheDocument();
    await user.upload(
      screen.getByLabelText('Video file'),
      seedFile('finding-freelance-clients.webm', 'video/webm', 'clients.webm'),
    );
    expect(await within(video).findByText('clients.webm is uploaded.')).toBeInTheDocument();
    expect(within(video).getByText(/^A WebM video, \d+ s long\.$/)).toBeInTheDocument();
    expect(within(video).getByRole('button', { name: 'Replace the video' })).toBeEnabled();
    // Published, the lesson's learners keep their video until the change is published.
    expect(screen.getByText('Published; your changes are not published yet.')).toBeInTheDocument();
    expect(onServer()?.draft?.video?.files).toEqual([
      { type: 'video/webm', file: expect.stringMatching(/^upload-[0-9a-f]{32}\.webm$/) },
    ]);
    expect(onServer()?.video?.files).toHaveLength(2);
  });

  it('shows the progress piece by piece while the video is sent', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    // The second piece waits until the test has seen the bar at half, then goes to the server.
    server.use(
      http.put(`${MOCK_URLS.apiUrl}/uploads/:uploadId/chunks/1`, async () => {
        await held;
      }),
    );
    const { user } = await openEditor();
    await user.upload(screen.getByLabelText('Video file'), twoPieceVideo());
    // The bar shows 0 % until the first piece is answered, then half.
    await screen.findByRole('progressbar', { name: 'Uploading long.mp4', value: { now: 50 } });
    expect(within(row('Video')).getByRole('button', { name: 'Replace the video' })).toBeDisabled();
    release();
    expect(await within(row('Video')).findByText('long.mp4 is uploaded.')).toBeInTheDocument();
    expect(within(row('Video')).getByText('An MP4 video, 28 s long.')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('checks the type and size before sending anything', async () => {
    // The picker offers only videos; a file dropped or forced past it is still checked.
    const { user } = await openEditor({ userEvent: { applyAccept: false } });
    const pdf = new File(['%PDF-1.7'], 'slides.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByLabelText('Video file'), pdf);
    expect(within(row('Video')).getByRole('alert')).toHaveTextContent(
      'slides.pdf is not an MP4 or WebM video. Choose an MP4 or WebM video.',
    );
    const huge = new File(['x'], 'lecture.mp4', { type: 'video/mp4' });
    Object.defineProperty(huge, 'size', { value: 200 * 1024 * 1024 + 1 });
    await user.upload(screen.getByLabelText('Video file'), huge);
    expect(within(row('Video')).getByRole('alert')).toHaveTextContent(
      'lecture.mp4 is larger than 200 MB. Choose an MP4 or WebM video of at most 200 MB.',
    );
    expect(onServer()?.draft).toBeUndefined();
  });

  it('says when the server refuses a file by its bytes, and which line of the captions is wrong', async () => {
    const { user } = await openEditor();
    const renamed = new File(['%PDF-1.7\n'.repeat(300)], 'lecture.mp4', { type: 'video/mp4' });
    await user.upload(screen.getByLabelText('Video file'), renamed);
    expect(await within(row('Video')).findByRole('alert')).toHaveTextContent(
      /^lecture\.mp4 was not uploaded\. This file is not an MP4 or WebM video/,
    );
    const captions = new File(
      [
        'WEBVTT\n\n00:00:00.000 --> 00:00:04.000\nHello.\n\n00:00:04.000 --> 00:0x:08.000\nBroken.\n',
      ],
      'captions.vtt',
      { type: 'text/vtt' },
    );
    await user.upload(screen.getByLabelText('Captions file'), captions);
    expect(await within(row('Captions')).findByRole('alert')).toHaveTextContent('line 6');
    expect(within(row('Captions')).getByText('WebVTT captions are uploaded.')).toBeInTheDocument();
    expect(onServer()?.draft).toBeUndefined();
  });
});
