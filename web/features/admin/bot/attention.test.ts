import { describe, expect, it } from 'vitest';
import { botTabForProblems, countOpenProblems, describeOpenProblems } from './attention';

describe('open problems', () => {
  it('counts pending and in-progress repairs and unresolved error reports, not finished ones', () => {
    expect(
      countOpenProblems(
        [{ status: 'pending' }, { status: 'in_progress' }, { status: 'completed' }, { status: 'failed' }],
        [{ status: 'pending' }, { status: 'resolved' }, { status: 'in_progress' }],
      ),
    ).toEqual({ repairs: 2, errors: 2 });
  });

  it('opens the ADMIN BOT on open repairs, then on open error reports, else on the directive', () => {
    expect(botTabForProblems({ repairs: 1, errors: 3 })).toBe('live-repairs');
    expect(botTabForProblems({ repairs: 0, errors: 3 })).toBe('error-reports');
    expect(botTabForProblems({ repairs: 0, errors: 0 })).toBe('prime-directive');
  });

  it('says what is open in words, or nothing', () => {
    expect(describeOpenProblems({ repairs: 2, errors: 1 })).toBe(
      '2 open repair tasks and 1 open error report',
    );
    expect(describeOpenProblems({ repairs: 0, errors: 4 })).toBe('4 open error reports');
    expect(describeOpenProblems({ repairs: 0, errors: 0 })).toBeNull();
  });
});
