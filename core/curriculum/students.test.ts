import { describe, expect, it } from 'vitest';
import { checkStudent } from './students';

describe('checkStudent', () => {
  it('trims and accepts a whole student', () => {
    expect(checkStudent({ name: ' Ada ', gradeLevel: '6th', notes: ' likes maps ' })).toEqual({
      ok: true,
      values: { name: 'Ada', gradeLevel: '6th', notes: 'likes maps' },
    });
  });

  it.each([
    [{ name: ' ', gradeLevel: '5th' }, 'name', 'name is required'],
    [{ name: 'x'.repeat(101), gradeLevel: '5th' }, 'name', 'name may be at most 100 characters'],
    [{ name: 'Ada', gradeLevel: '4th' }, 'gradeLevel', 'gradeLevel must be one of 5th, 6th, 7th, 8th'],
    [{ name: 'Ada', gradeLevel: '9th' }, 'gradeLevel', 'gradeLevel must be one of 5th, 6th, 7th, 8th'],
    [
      { name: 'Ada', gradeLevel: '5th', notes: 'n'.repeat(2001) },
      'notes',
      'notes may be at most 2,000 characters',
    ],
  ])('refuses %j naming %s', (input, field, message) => {
    expect(checkStudent(input)).toEqual({ ok: false, field, message });
  });

  it('checks only the fields a change gives', () => {
    expect(checkStudent({ notes: 'new' }, true)).toEqual({ ok: true, values: { notes: 'new' } });
    expect(checkStudent({ name: '' }, true)).toMatchObject({ ok: false, field: 'name' });
  });
});
