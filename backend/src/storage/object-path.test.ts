import { describe, expect, it } from 'vitest';
import {
  checkFolderPrefix,
  decodeUrlPath,
  encodeUrlPath,
  objectPathProblem,
} from './object-path.ts';

describe('objectPathProblem', () => {
  it('accepts ordinary names in any script', () => {
    for (const path of [
      'a.png',
      'site/hero image.png',
      'Équipe/été 2026/photo (1).jpg',
      '日本/写真.png',
      "contracts/acme-2026_v2!~*'()&$@=;:+,.pdf",
      '9b2f8c1e-0000-4000-8000-000000000000/brief.pdf',
    ]) {
      expect(objectPathProblem(path), path).toBeNull();
    }
  });

  it('names what is wrong with an unsafe path', () => {
    const cases: [string, string][] = [
      ['', 'The object path is empty'],
      ['/etc/passwd', 'The object path must not start with "/"'],
      ['folder/', 'The object path must not end with "/"'],
      ['a//b', 'The object path has an empty folder name ("//")'],
      ['../x', 'The object path must not contain "." or ".."'],
      ['a/./b', 'The object path must not contain "." or ".."'],
      ['a/../../b', 'The object path must not contain "." or ".."'],
      [' lead.png', 'A name in the object path must not start or end with a space'],
      ['a'.repeat(1025), 'The object path is longer than 1024 bytes'],
      [`${'é'.repeat(513)}`, 'The object path is longer than 1024 bytes'],
      [`${'a'.repeat(256)}/b`, 'A name in the object path is longer than 255 bytes'],
    ];
    for (const [path, problem] of cases) expect(objectPathProblem(path), path).toBe(problem);
    for (const path of [
      'a\u0000b',
      'a\nb',
      'a\u007fb',
      'a\\b',
      'a%20b',
      'a?b',
      'a#b',
      'a"b',
      '<a>',
    ]) {
      expect(objectPathProblem(path), JSON.stringify(path)).toMatch(/may hold letters/);
    }
  });
});

describe('URL paths', () => {
  it('decode once, refusing malformed escapes with a 400', () => {
    expect(decodeUrlPath('a%20b/%C3%A9.png')).toBe('a b/é.png');
    expect(decodeUrlPath('a%252F')).toBe('a%2F');
    expect(() => decodeUrlPath('%E0%A4%A')).toThrow(
      expect.objectContaining({ code: 'InvalidKey', status: 400 }),
    );
    expect(() => decodeUrlPath('100%')).toThrow('malformed');
  });

  it('encode each name and keep the slashes', () => {
    expect(encodeUrlPath('a b/é&x.png')).toBe('a%20b/%C3%A9%26x.png');
  });
});

describe('checkFolderPrefix', () => {
  it('takes the top, a folder, or a folder with one trailing slash', () => {
    expect(checkFolderPrefix(undefined)).toBe('');
    expect(checkFolderPrefix('')).toBe('');
    expect(checkFolderPrefix('invoices/2026/')).toBe('invoices/2026');
    expect(() => checkFolderPrefix('invoices//')).toThrow('must not end with "/"');
    expect(() => checkFolderPrefix('../')).toThrow('"." or ".."');
    expect(() => checkFolderPrefix(42)).toThrow('The prefix must be a string');
  });
});
