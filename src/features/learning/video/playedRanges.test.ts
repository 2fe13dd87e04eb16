import { clampRanges, mergeRanges, PlayedRanges, playedSeconds } from './playedRanges';

describe('played ranges', () => {
  it('merges overlapping and touching ranges, in order, and drops empty ones', () => {
    expect(
      mergeRanges([
        [10, 12],
        [0, 5],
        [4, 6],
        [6.02, 8],
        [3, 3],
        [20, Number.NaN],
      ]),
    ).toEqual([
      [0, 8],
      [10, 12],
    ]);
    expect(
      playedSeconds([
        [0, 5],
        [4, 6],
        [10, 12],
      ]),
    ).toBe(8);
    expect(
      clampRanges(
        [
          [-1, 3],
          [27, 30],
        ],
        28.3,
      ),
    ).toEqual([
      [0, 3],
      [27, 28.3],
    ]);
  });

  it('counts the steps of continuous playback, never a seek or a jump', () => {
    const played = new PlayedRanges([[0, 2]]);
    played.advance(5); // not playing: nothing
    played.start(2);
    played.advance(2.25);
    played.advance(3);
    played.advance(27); // a jump of 24 s between two updates is a seek
    played.advance(27.5);
    played.stop();
    played.advance(28); // paused
    expect(played.played).toEqual([
      [0, 3],
      [27, 27.5],
    ]);
    played.start(10);
    played.advance(9); // backwards: a seek
    played.advance(9.5);
    expect(played.played).toEqual([
      [0, 3],
      [9, 9.5],
      [27, 27.5],
    ]);
  });
});
