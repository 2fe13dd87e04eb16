import { formatCourseLength, isoDuration } from './courseLength';

describe('a course’s length', () => {
  it('reads in minutes under an hour, else in hours to one decimal', () => {
    expect(formatCourseLength(1)).toBe('1 minute');
    expect(formatCourseLength(45)).toBe('45 minutes');
    expect(formatCourseLength(60)).toBe('1 hour');
    expect(formatCourseLength(76)).toBe('1.3 hours');
    expect(formatCourseLength(150)).toBe('2.5 hours');
    expect(formatCourseLength(600)).toBe('10 hours');
  });

  it('is an ISO 8601 duration for schema.org', () => {
    expect(isoDuration(0)).toBe('PT0M');
    expect(isoDuration(45)).toBe('PT45M');
    expect(isoDuration(120)).toBe('PT2H');
    expect(isoDuration(150)).toBe('PT2H30M');
    expect(isoDuration(76.4)).toBe('PT1H16M');
  });
});
