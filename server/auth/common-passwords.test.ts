import { describe, expect, it } from 'vitest';
import { isCommonPassword } from './common-passwords';

describe('isCommonPassword', () => {
  it('finds the most common passwords in any case, and not others', async () => {
    expect(await isCommonPassword('password')).toBe(true);
    expect(await isCommonPassword('12345678')).toBe(true);
    expect(await isCommonPassword('PassWord1')).toBe(true);
    expect(await isCommonPassword('QWERTYUIOP')).toBe(true);
    expect(await isCommonPassword('correct horse battery')).toBe(false);
    expect(await isCommonPassword('Lq8v-seventy-cedars')).toBe(false);
  });
});
