import {
  __NOUN___NAME_MAX_LENGTH,
  __nounCamel__NameProblems,
  normalize__Noun__Name,
} from '../src/domain/__noun__-rules';

describe('__noun_words__ rules', () => {
  it('stores names trimmed, with single spaces', () => {
    expect(normalize__Noun__Name('  Elevador   número  2 ')).toBe('Elevador número 2');
  });

  it('accepts a name up to the maximum length', () => {
    expect(__nounCamel__NameProblems('Elevador 2')).toEqual([]);
    expect(__nounCamel__NameProblems('x'.repeat(__NOUN___NAME_MAX_LENGTH))).toEqual([]);
  });

  it('refuses an empty or too long name, in Spanish', () => {
    expect(__nounCamel__NameProblems(normalize__Noun__Name('   '))).toEqual([
      { field: 'name', code: 'required', message: 'El nombre es obligatorio.' },
    ]);
    const [tooLong] = __nounCamel__NameProblems('x'.repeat(__NOUN___NAME_MAX_LENGTH + 1));
    expect(tooLong).toMatchObject({ field: 'name', code: 'maxLength' });
    expect(tooLong?.message).toContain(`${__NOUN___NAME_MAX_LENGTH} caracteres`);
  });
});
