import { describe, expect, it } from 'vitest';
import { newPasswordProblem } from './password-rules';

describe('newPasswordProblem', () => {
  it('refuses new passwords that do not match', () => {
    expect(newPasswordProblem('abcdefgh', 'abcdefgx')).toBe('New passwords do not match');
  });

  it('checks the match before the length', () => {
    expect(newPasswordProblem('short', 'other')).toBe('New passwords do not match');
  });

  it('refuses a password under 8 characters', () => {
    expect(newPasswordProblem('seven77', 'seven77')).toBe('Password must be at least 8 characters long');
  });

  it('accepts 8 matching characters', () => {
    expect(newPasswordProblem('eight888', 'eight888')).toBeNull();
  });
});
