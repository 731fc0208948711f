import { ApiError } from '../../api/client';
import { describe, expect, it } from 'vitest';
import type { StudentProgressResponse } from '../../../core/api/curriculum';
import { removeConfirmText, curriculumToasts } from './curriculumMessages';
import { withMark } from './progressMarks';

const progress = {
  student: {} as StudentProgressResponse['student'],
  weeks: [
    {
      week: 1,
      lessons: [
        { day: 1, doneAt: null },
        { day: 2, doneAt: '2026-09-02T12:00:00.000Z' },
      ],
      memoryVerseRecitedAt: null,
    },
    { week: 2, lessons: [{ day: 1, doneAt: null }], memoryVerseRecitedAt: null },
  ],
} satisfies StudentProgressResponse;

describe('withMark', () => {
  it('ticks a lesson on the day given, at noon UTC as the server keeps it', () => {
    const next = withMark(progress, { kind: 'lesson', week: 1, day: 1, done: true, date: '2026-09-01' });
    expect(next.weeks[0]!.lessons[0]!.doneAt).toBe('2026-09-01T12:00:00.000Z');
    expect(next.weeks[1]).toBe(progress.weeks[1]);
  });

  it('takes a lesson back and ticks a memory verse', () => {
    expect(
      withMark(progress, { kind: 'lesson', week: 1, day: 2, done: false }).weeks[0]!.lessons[1]!.doneAt,
    ).toBeNull();
    const recited = withMark(progress, { kind: 'verse', week: 2, done: true, date: '2026-09-05' });
    expect(recited.weeks[1]!.memoryVerseRecitedAt).toBe('2026-09-05T12:00:00.000Z');
  });
});

describe('the curriculum texts', () => {
  it('are the texts the dashboard shows', () => {
    expect(removeConfirmText('Ada')).toBe('Remove Ada from your students?');
    expect(curriculumToasts.added('Ada').title).toBe('Student added');
    expect(curriculumToasts.updated('Ada').title).toBe('Student updated');
    expect(curriculumToasts.removed('Ada').title).toBe('Student removed');
    expect(curriculumToasts.addFailed(new Error('')).description).toBe('Failed to add student');
    // An answer without a message of its own: the screen's default, never a status text.
    const bare = new ApiError('An unexpected error occurred', 500, { fromServer: false });
    expect(curriculumToasts.addFailed(bare).description).toBe('Failed to add student');
    expect(curriculumToasts.addFailed(new Error('name is required'))).toMatchObject({
      title: 'Error',
      description: 'name is required',
    });
  });
});
